import { IDENTITY_STATUSES, IdentityStatus } from '../../../domain/user/identity';
import { refuse } from './engine-error';
import type { UserRecord } from './user-records';

export const IDENTITY_STATUS_UNKNOWN = 'The identity status is not supported';

/**
 * The outcome of an identity review decided from outside (the reference server's test
 * control, the e2e seeds): the status, and for a refusal the remark the user reads.
 */
export function setIdentityStatus(user: UserRecord, authen: unknown, remark = ''): void {
  if (!IDENTITY_STATUSES.includes(authen as IdentityStatus)) refuse(IDENTITY_STATUS_UNKNOWN);
  user.authen = authen as IdentityStatus;
  if (user.identity) {
    user.identity.reviewAt = null;
    user.identity.remark = authen === IdentityStatus.rejected ? remark : '';
  }
}
