/**
 * The wallet's coin vocabulary, shared by every feature that moves money: the pay coins
 * (SPEC section 9: USDT and USDC; default USDT) that fund the contract, are deposited,
 * withdrawn and transferred.
 */
export const PAY_COINS = ['USDT', 'USDC'] as const;
export type PayCoin = (typeof PAY_COINS)[number];

export function isPayCoin(value: unknown): value is PayCoin {
  return (PAY_COINS as readonly unknown[]).includes(value);
}
