import { type PhotoSide, PHOTO_SIDES } from './identity-photo';

/** A photo of the ID as it will be sent: re-encoded in the browser (no EXIF), as a data URL. */
export interface IdentityPhoto {
  /** `data:image/jpeg;base64,...`: what the preview shows and what is uploaded. */
  dataUrl: string;
  /** The size of the re-encoded image, in bytes. */
  bytes: number;
}

/** The identity-verification form (KYC): the name and number on the ID, and both of its sides. */
export interface IdentityForm {
  realName: string;
  idNumber: string;
  front: IdentityPhoto | null;
  back: IdentityPhoto | null;
}

/**
 * What the submission sends, in the profile's own field names (SPEC section 3: realName,
 * idCard, idCardPhotoPositive, idCardPhotoReverseSide); the photos as data URLs.
 */
export interface IdentitySubmission {
  realName: string;
  idCard: string;
  idCardPhotoPositive: string;
  idCardPhotoReverseSide: string;
}

/** SPEC section 5's texts ('does not meet the specification', 'Please upload credentials'). */
export const IdentityProblem = {
  realName: 'Enter your real name',
  idNumber: 'does not meet the specification',
  photos: 'Please upload credentials',
} as const;
export type IdentityProblem = (typeof IdentityProblem)[keyof typeof IdentityProblem];

export type IdentityField = 'realName' | 'idNumber' | PhotoSide;

/** At most this long, as an ID document prints it. */
export const MAX_NAME_LENGTH = 50;

/**
 * An ID, passport or residence-permit number: 6 to 20 letters and digits (a dash or space
 * between groups allowed, as printed). The SPEC names the message only; the exchange is
 * international, so no one country's checksum is assumed.
 */
const ID_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{4,22})[A-Za-z0-9]$/;

/** The number as sent: groups joined, letters upper-case. */
export function normalIdNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function isIdNumber(text: unknown): boolean {
  if (typeof text !== 'string' || !ID_NUMBER.test(text.trim())) return false;
  const bare = normalIdNumber(text);
  return bare.length >= 6 && bare.length <= 20;
}

/** Every refusal of the form, with the fields each concerns. Never throws. */
export function identityProblems(
  form: IdentityForm,
): { problem: IdentityProblem; fields: IdentityField[] }[] {
  const refusals: { problem: IdentityProblem; fields: IdentityField[] }[] = [];
  const name = typeof form.realName === 'string' ? form.realName.trim() : '';
  if (name === '' || name.length > MAX_NAME_LENGTH)
    refusals.push({ problem: IdentityProblem.realName, fields: ['realName'] });
  if (!isIdNumber(form.idNumber)) refusals.push({ problem: IdentityProblem.idNumber, fields: ['idNumber'] });
  const missing = PHOTO_SIDES.filter((side) => !form[side]);
  if (missing.length > 0) refusals.push({ problem: IdentityProblem.photos, fields: missing });
  return refusals;
}

/** What is sent for a valid form. */
export function identitySubmissionOf(form: IdentityForm): IdentitySubmission {
  return {
    realName: form.realName.trim(),
    idCard: normalIdNumber(form.idNumber),
    idCardPhotoPositive: form.front?.dataUrl ?? '',
    idCardPhotoReverseSide: form.back?.dataUrl ?? '',
  };
}
