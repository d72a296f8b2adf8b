import type { IdentitySubmission } from './identity-form';

/** Output port: the identity check's submission; the status comes back in the profile (authen). */
export interface IdentityGateway {
  /** Sends the name, number and both photos for review: the profile's authen becomes reviewing. */
  submit(request: IdentitySubmission): Promise<void>;
}
