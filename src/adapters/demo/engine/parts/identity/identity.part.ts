import type { IdentitySubmission } from '../../../../../domain/account/identity-form';
import type { EnginePart } from '../../engine-part';
import { IDENTITY_SETTINGS } from './identity-settings';
import { reviewIdentities, submitIdentity } from './identity-reviews';

export interface IdentityMethods {
  /** The identity check's submission: the profile's authen becomes reviewing. */
  submitIdentity(token: string, request: IdentitySubmission): void;
}

/**
 * The identity check (KYC): submissions, and the simulated review due on the engine's clock
 * (as product days and contract settlement are), so a test moves time instead of waiting.
 * Its records are the users' own (UserRecord.identity).
 */
export const identityPart: EnginePart<IdentityMethods> = {
  name: 'identity',
  settings: IDENTITY_SETTINGS,
  due: reviewIdentities,
  methods: ({ context, signedIn }) => ({
    submitIdentity: (token, request) =>
      signedIn(token, (user, now) => submitIdentity(context, user, request, now)),
  }),
};
