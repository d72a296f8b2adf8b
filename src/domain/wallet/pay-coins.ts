/**
 * The coins the exchange's accounts are paid in (SPEC section 3): the contract books, the
 * deposits and withdrawals. The kernel owns them, so the session's part of the demo exchange
 * can read balances without the seconds contract's module (domain/contract re-exports them).
 */
export const PAY_COINS = ['USDT', 'USDC'] as const;
export type PayCoin = (typeof PAY_COINS)[number];
