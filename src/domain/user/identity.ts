/**
 * The profile's identity check (authen): 0 not authenticated, 1 reviewing, 2 verified,
 * 3 rejected (SPEC section 4's 'not authenticated', 'reviewing', 'verified', 'Review
 * rejected'). A user's own field, which the withdraw gate reads (withdraw-gate.ts).
 */
export const IdentityStatus = { none: 0, reviewing: 1, verified: 2, rejected: 3 } as const;
export type IdentityStatus = (typeof IdentityStatus)[keyof typeof IdentityStatus];

export const IDENTITY_STATUSES: readonly IdentityStatus[] = Object.values(IdentityStatus);
