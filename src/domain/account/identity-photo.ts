/** The two sides of the ID the form asks for. */
export const PHOTO_SIDES = ['front', 'back'] as const;
export type PhotoSide = (typeof PHOTO_SIDES)[number];

/** What a chosen file may be: a photo a phone or scanner makes. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The largest file accepted before compression. */
export const MAX_PHOTO_FILE_BYTES = 10 * 1024 * 1024;
/** The longest side of the re-encoded photo: the ID stays legible, the upload stays small. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of the re-encoding. */
export const PHOTO_QUALITY = 0.85;
/** The largest re-encoded photo the server takes (a data URL's decoded bytes). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const PhotoProblem = {
  type: 'Choose a JPEG, PNG or WebP photo',
  size: 'The photo must be 10 MB or smaller',
  unreadable: 'The photo could not be read',
} as const;
export type PhotoProblem = (typeof PhotoProblem)[keyof typeof PhotoProblem];

/** Whether a chosen file may be compressed and sent; null when it may. Never throws. */
export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!PHOTO_TYPES.includes(file.type)) return PhotoProblem.type;
  if (!(file.size > 0) || file.size > MAX_PHOTO_FILE_BYTES) return PhotoProblem.size;
  return null;
}

/** The size the photo is drawn at: the longest side at most PHOTO_MAX_SIDE, never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+=*)$/;

/** The decoded size of an uploaded photo's data URL; null when it is not one. Never throws. */
export function uploadedPhotoBytes(dataUrl: unknown): number | null {
  if (typeof dataUrl !== 'string') return null;
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[2]) return null;
  const base64 = match[2];
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}
