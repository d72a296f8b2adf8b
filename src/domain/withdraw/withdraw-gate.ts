/**
 * SPEC section 6: "Identity verification is needed before other operations". The statuses
 * are the user's (domain/user/identity.ts); the gate reads them.
 */
import { IdentityStatus } from '../user/identity';

export { IDENTITY_STATUSES, IdentityStatus } from '../user/identity';

/** The engine's and the screen's refusal while identity is not verified. */
export const IDENTITY_NEEDED = 'Please complete identity verification first';
export const FUND_PASSWORD_NEEDED = 'Please set a fund password first';

/**
 * What the withdraw screen shows first: the form only once both gates are passed; 'failed'
 * when the profile the gates read could not be loaded (the screen says why and offers Retry).
 */
export type WithdrawGate = 'loading' | 'failed' | 'verify' | 'reviewing' | 'fundPassword' | 'open';

/** Never throws; an unknown status asks for verification, as the server would refuse. */
export function withdrawGate(
  profile: { authen: number; isAssert: boolean } | null,
  profileFailed = false,
): WithdrawGate {
  if (profile === null) return profileFailed ? 'failed' : 'loading';
  if (profile.authen === IdentityStatus.reviewing) return 'reviewing';
  if (profile.authen !== IdentityStatus.verified) return 'verify';
  return profile.isAssert ? 'open' : 'fundPassword';
}
