import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR code of a text as an SVG data URL: an <img> the page's CSP allows (img-src data:),
 * crisp at any size, and drawn by the browser without a canvas. null while it is drawn.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (text === null) return undefined;
    let current = true;
    void qrDataUrl(text).then(
      (url) => current && setDrawn({ text, url }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return drawn !== null && drawn.text === text ? drawn.url : null;
}
