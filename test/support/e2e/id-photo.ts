import type { Page } from '@playwright/test';

/**
 * A camera's photo of an ID, made in the test: a JPEG the page's own canvas draws, with an
 * EXIF block (APP1) carrying GPS coordinates inserted after its start marker, as a phone
 * writes one. The app must send none of it (reencode-photo.ts).
 */
export async function photoWithGps(page: Page, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#e8eef7';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#1b3a6b';
    context.font = '24px sans-serif';
    context.fillText(text, 20, 100);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, label);
  const jpeg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), gpsExifSegment(), jpeg.subarray(2)]);
}

/** APP1 "Exif" with a TIFF whose IFD0 points at a GPS IFD: 52°31'N 13°24'E. */
function gpsExifSegment(): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825, LONG) -> the GPS IFD at 26.
  tiff.writeUInt16BE(1, 8);
  entry(tiff, 10, 0x8825, 4, 1, 26);
  tiff.writeUInt32BE(0, 22);
  // GPS IFD: latitude ref and value, longitude ref and value; the rationals from 80.
  tiff.writeUInt16BE(4, 26);
  entry(tiff, 28, 0x0001, 2, 2, 0x4e000000); // 'N'
  entry(tiff, 40, 0x0002, 5, 3, 80);
  entry(tiff, 52, 0x0003, 2, 2, 0x45000000); // 'E'
  entry(tiff, 64, 0x0004, 5, 3, 104);
  tiff.writeUInt32BE(0, 76);
  [52, 31, 0, 13, 24, 0].forEach((value, index) => {
    tiff.writeUInt32BE(value, 80 + index * 8);
    tiff.writeUInt32BE(1, 84 + index * 8);
  });
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

function entry(tiff: Buffer, at: number, tag: number, type: number, count: number, value: number) {
  tiff.writeUInt16BE(tag, at);
  tiff.writeUInt16BE(type, at + 2);
  tiff.writeUInt32BE(count, at + 4);
  tiff.writeUInt32BE(value, at + 8);
}

/** Whether JPEG bytes hold an APP1 Exif segment (FF E1, its length, then "Exif\0\0"). */
export function hasExif(jpeg: Buffer): boolean {
  for (let at = 0; at + 10 <= jpeg.length; at += 1)
    if (jpeg[at] === 0xff && jpeg[at + 1] === 0xe1 && jpeg.toString('latin1', at + 4, at + 10) === 'Exif\0\0')
      return true;
  return false;
}

/** The bytes of a photo's data URL, as the app sends it. */
export const bytesOfDataUrl = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

/** Fills the KYC form: the name and number typed, both sides chosen (photos with GPS tags). */
export async function fillIdentityForm(page: Page, realName: string, idNumber = 'X1234567'): Promise<void> {
  await page.getByTestId('kyc-real-name').fill(realName);
  await page.getByTestId('kyc-id-number').fill(idNumber);
  for (const side of ['front', 'back'] as const) {
    await page.getByTestId(`kyc-file-${side}`).setInputFiles({
      name: `${side}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoWithGps(page, `${side} of the ID`),
    });
    await page.getByTestId(`kyc-preview-${side}`).waitFor();
  }
}
