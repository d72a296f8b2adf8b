import { DecimalBig, ROUND_DOWN } from '../precision/big';
import { div, isZero, mul, sub } from '../precision';
import { cutMoney } from '../precision';

/** Significant digits a rate keeps: 1 SHIB in BTC is 0.000000000231..., not 0.00000000. */
export const RATE_DIGITS = 10;

/** Cuts a positive decimal to `digits` significant digits, toward zero, in plain notation. */
export function cutSignificant(value: string, digits = RATE_DIGITS): string {
  const big = new DecimalBig(value);
  if (big.eq(0)) return '0';
  return big.prec(digits, ROUND_DOWN).toFixed();
}

export interface QuoteInputs {
  fromAmount: string;
  /** USDT prices of both coins (USDT itself is 1). */
  fromPrice: string;
  toPrice: string;
  /** Share of the mid rate the house keeps, e.g. '0.002'. */
  spread: string;
  feeRate: string;
}

export interface QuoteFigures {
  /** The mid rate: toCoin per fromCoin, before the spread. */
  mid: string;
  rate: string;
  /** fromAmount x rate, cut to 8 decimals. */
  gross: string;
  fee: string;
  toAmount: string;
}

/**
 * The figures of a quote. Every cut is toward zero, so the house never pays more than the
 * mid rate less the spread less the fee: gross <= fromAmount x mid x (1 - spread).
 */
export function quoteFigures({ fromAmount, fromPrice, toPrice, spread, feeRate }: QuoteInputs): QuoteFigures {
  const mid = isZero(toPrice) ? '0' : div(fromPrice, toPrice, 30);
  const rate = cutSignificant(mul(mid, sub('1', spread)));
  const gross = cutMoney(mul(fromAmount, rate));
  const fee = cutMoney(mul(gross, feeRate));
  return { mid, rate, gross, fee, toAmount: sub(gross, fee) };
}
