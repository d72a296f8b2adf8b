export interface IdentitySettings {
  /** How long the simulated identity review takes after a submission. */
  identityReviewMs: number;
}

export const IDENTITY_SETTINGS: IdentitySettings = {
  identityReviewMs: 2 * 60 * 1_000,
};
