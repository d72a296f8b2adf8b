import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  identityProblems,
  identitySubmissionOf,
  IdentityProblem,
  isIdNumber,
  type IdentityForm,
} from '../../../src/domain/account/identity-form';
import {
  photoFileProblem,
  PhotoProblem,
  scaledSize,
  uploadedPhotoBytes,
} from '../../../src/domain/account/identity-photo';
import {
  identityStateOf,
  maskedIdNumber,
  maySubmitIdentity,
} from '../../../src/domain/account/identity-state';
import { IdentityStatus } from '../../../src/domain/user/identity';

const photo = { dataUrl: 'data:image/jpeg;base64,/9j/', bytes: 3 };
const valid: IdentityForm = { realName: ' Ada Lovelace ', idNumber: 'x12 345-67', front: photo, back: photo };

describe('the identity form (KYC)', () => {
  it('sends a valid form trimmed, the number joined and upper-cased, the photos as data URLs', () => {
    expect(identityProblems(valid)).toEqual([]);
    expect(identitySubmissionOf(valid)).toEqual({
      realName: 'Ada Lovelace',
      idCard: 'X1234567',
      idCardPhotoPositive: photo.dataUrl,
      idCardPhotoReverseSide: photo.dataUrl,
    });
  });

  it("refuses with the SPEC's texts, each with its fields; the missing photos in one refusal", () => {
    expect(identityProblems({ realName: ' ', idNumber: '12', front: null, back: photo })).toEqual([
      { problem: IdentityProblem.realName, fields: ['realName'] },
      { problem: IdentityProblem.idNumber, fields: ['idNumber'] },
      { problem: IdentityProblem.photos, fields: ['front'] },
    ]);
    expect(identityProblems({ ...valid, front: null, back: null })).toEqual([
      { problem: IdentityProblem.photos, fields: ['front', 'back'] },
    ]);
  });

  it('never passes an ID number outside 6 to 20 letters and digits, and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const ok = isIdNumber(value);
        if (ok) expect(String(value).replace(/[\s-]/g, '')).toMatch(/^[A-Za-z0-9]{6,20}$/);
      }),
    );
    expect(isIdNumber('AB12345')).toBe(true);
    expect(isIdNumber('12345')).toBe(false);
    expect(isIdNumber('A'.repeat(21))).toBe(false);
    expect(isIdNumber('12345<script>')).toBe(false);
  });
});

describe('the photos of the ID', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(photoFileProblem({ type: 'image/gif', size: 1 })).toBe(PhotoProblem.type);
    expect(photoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(PhotoProblem.size);
    expect(photoFileProblem({ type: 'image/webp', size: 0 })).toBe(PhotoProblem.size);
  });

  it('scales the longest side down to 1600 and never up', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("reads a data URL's decoded size, and nothing else as a photo", () => {
    expect(uploadedPhotoBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(uploadedPhotoBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(uploadedPhotoBytes('data:text/plain;base64,aGk=')).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => void uploadedPhotoBytes(value)));
  });
});

describe('the identity status', () => {
  it('allows a submission only when not authenticated or rejected (SPEC section 6)', () => {
    expect(
      [IdentityStatus.none, IdentityStatus.reviewing, IdentityStatus.verified, IdentityStatus.rejected].map(
        maySubmitIdentity,
      ),
    ).toEqual([true, false, false, true]);
  });

  it('shows the remark of a rejection only, an unknown status as not authenticated, the number masked', () => {
    expect(identityStateOf({ authen: 3, remark: 'Blurred' })).toMatchObject({ status: 3, remark: 'Blurred' });
    expect(identityStateOf({ authen: 2, remark: 'old' }).remark).toBe('');
    expect(identityStateOf({ authen: 9 }).status).toBe(IdentityStatus.none);
    expect(maskedIdNumber('X1234567')).toBe('X1****67');
    expect(maskedIdNumber('123')).toBe('***');
  });
});
