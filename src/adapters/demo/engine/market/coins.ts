/**
 * How each simulated coin behaves, priced in USDT (the numeraire, whose path is flat).
 * Levels are the centre of the long-run path; volatility scales every octave of the noise.
 */
export interface CoinProfile {
  /** Typical USDT price: the path wanders around it. */
  level: number;
  /** Typical one-day move of the log price, e.g. 0.03 for about 3 %. */
  dailyVol: number;
  /** Octaves longer than this many 15 s knots are no stronger than it: a pegged coin only jitters. */
  calmAbove?: number;
  /** Share of the slow octaves (1 h and longer) driven by the common market factor. */
  beta: number;
  /** Typical USDT traded per minute on the coin's USDT pair. */
  usdtPerMinute: number;
  /**
   * Decimals of traded amounts in this coin. Turnover is amount units times price ticks,
   * summed as safe integers, so coarse coins with fine prices keep fewer places here.
   */
  amountPlaces: number;
}

export const NUMERAIRE = 'USDT';

export const COIN_PROFILES: Readonly<Record<string, CoinProfile>> = {
  BTC: { level: 95_000, dailyVol: 0.025, beta: 0.8, usdtPerMinute: 400_000, amountPlaces: 3 },
  ETH: { level: 3_400, dailyVol: 0.035, beta: 0.75, usdtPerMinute: 250_000, amountPlaces: 4 },
  EOS: { level: 0.8, dailyVol: 0.05, beta: 0.6, usdtPerMinute: 4_000, amountPlaces: 2 },
  LTC: { level: 100, dailyVol: 0.04, beta: 0.65, usdtPerMinute: 15_000, amountPlaces: 3 },
  XRP: { level: 2.2, dailyVol: 0.045, beta: 0.6, usdtPerMinute: 60_000, amountPlaces: 2 },
  ADA: { level: 0.9, dailyVol: 0.05, beta: 0.65, usdtPerMinute: 20_000, amountPlaces: 0 },
  DOGE: { level: 0.35, dailyVol: 0.06, beta: 0.6, usdtPerMinute: 40_000, amountPlaces: 0 },
  SHIB: { level: 0.000022, dailyVol: 0.07, beta: 0.55, usdtPerMinute: 20_000, amountPlaces: 0 },
  USDC: {
    level: 1,
    dailyVol: 0.002,
    calmAbove: 60,
    beta: 0,
    usdtPerMinute: 50_000,
    amountPlaces: 2,
  },
};

export function coinProfile(coin: string): CoinProfile | undefined {
  return Object.hasOwn(COIN_PROFILES, coin) ? COIN_PROFILES[coin] : undefined;
}
