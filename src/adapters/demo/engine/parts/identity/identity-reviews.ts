import {
  identityProblems,
  normalIdNumber,
  type IdentitySubmission,
} from '../../../../../domain/account/identity-form';
import { MAX_UPLOAD_BYTES, uploadedPhotoBytes } from '../../../../../domain/account/identity-photo';
import { maySubmitIdentity } from '../../../../../domain/account/identity-state';
import { IdentityStatus } from '../../../../../domain/user/identity';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';

export const IDENTITY_LOCKED = 'Verified information cannot be changed';
export const IDENTITY_UNDER_REVIEW = 'The identity check is under review';
export const PHOTO_NOT_ACCEPTED = 'The photo is not an accepted image';
/** The simulated review's remark when the name on the form is no name at all. */
export const NAME_REJECTED = 'The name does not match the document';

const photoOk = (dataUrl: unknown) => {
  const bytes = uploadedPhotoBytes(dataUrl);
  return bytes !== null && bytes > 0 && bytes <= MAX_UPLOAD_BYTES;
};

/**
 * A submission (SPEC section 6: verified information cannot be changed; one under review
 * waits for its outcome). The same rules as the form, then the photos' kind and size; the
 * review is due `identityReviewMs` later on the engine's clock.
 */
export function submitIdentity(
  context: EngineContext,
  user: UserRecord,
  request: IdentitySubmission,
  now: number,
): void {
  if (user.authen === IdentityStatus.verified) refuse(IDENTITY_LOCKED);
  if (!maySubmitIdentity(user.authen as IdentityStatus)) refuse(IDENTITY_UNDER_REVIEW);
  const photo = (dataUrl: string) => (dataUrl ? { dataUrl, bytes: 1 } : null);
  const [first] = identityProblems({
    realName: request.realName,
    idNumber: request.idCard,
    front: photo(request.idCardPhotoPositive),
    back: photo(request.idCardPhotoReverseSide),
  });
  if (first) refuse(first.problem);
  if (!photoOk(request.idCardPhotoPositive) || !photoOk(request.idCardPhotoReverseSide))
    refuse(PHOTO_NOT_ACCEPTED);
  user.authen = IdentityStatus.reviewing;
  user.identity = {
    realName: request.realName.trim(),
    idCard: normalIdNumber(request.idCard),
    submittedAt: now,
    reviewAt: now + context.settings.identityReviewMs,
    remark: '',
  };
}

/** A name with no letter in it ("...", "---") is what the simulated reviewer refuses. */
const looksBlank = (name: string) => !/\p{L}/u.test(name);

/** The simulated review, due on the engine's clock: refuses a blank-looking name, else verifies. */
export function reviewIdentities(context: EngineContext, now: number): void {
  for (const user of context.state.users) {
    const identity = user.identity;
    if (user.authen !== IdentityStatus.reviewing || !identity || identity.reviewAt === null) continue;
    if (identity.reviewAt > now) continue;
    identity.reviewAt = null;
    const rejected = looksBlank(identity.realName);
    user.authen = rejected ? IdentityStatus.rejected : IdentityStatus.verified;
    identity.remark = rejected ? NAME_REJECTED : '';
  }
}
