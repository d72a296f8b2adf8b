import { IDENTITY_STATUSES, type IdentityStatus } from '../../../domain/user/identity';
import { refuse } from './engine-error';
import type { UserRecord } from './engine-state';

export const IDENTITY_STATUS_UNKNOWN = 'The identity status is not supported';

/**
 * The outcome of an identity review (the profile's authen). No screen sends it yet: the
 * KYC issue's review and the tests of the withdraw gate do.
 */
export function setIdentityStatus(user: UserRecord, authen: unknown): void {
  if (!IDENTITY_STATUSES.includes(authen as IdentityStatus)) refuse(IDENTITY_STATUS_UNKNOWN);
  user.authen = authen as IdentityStatus;
}
