import type { IdentityPhoto } from '../../../../domain/account/identity-form';
import {
  MAX_UPLOAD_BYTES,
  PHOTO_QUALITY,
  scaledSize,
  uploadedPhotoBytes,
} from '../../../../domain/account/identity-photo';

/** Lower qualities tried, in turn, while the photo is still larger than the server takes. */
const QUALITIES = [PHOTO_QUALITY, 0.7, 0.55];

/**
 * The photo as it leaves the browser: drawn upright on a canvas at most PHOTO_MAX_SIDE wide
 * and re-encoded as JPEG. A canvas holds pixels only, so what the camera wrote beside them
 * (EXIF: the place, the device, the time) is not in what is sent.
 */
export async function reencodePhoto(file: Blob): Promise<IdentityPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let photo: IdentityPhoto | null = null;
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    photo = { dataUrl, bytes: uploadedPhotoBytes(dataUrl) ?? 0 };
    if (photo.bytes <= MAX_UPLOAD_BYTES) break;
  }
  if (!photo || photo.bytes === 0) throw new Error('The photo could not be encoded');
  return photo;
}
