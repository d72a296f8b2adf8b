import { exactPlaces, finePlaces, formatCoinAmount } from '../../../domain/precision';

/** The figures of a quote, a done exchange or a record. */
interface ExchangeAmounts {
  fromCoin: string;
  toCoin: string;
  fromAmount: string;
  toAmount: string;
  /** In the coin received. */
  fee: string;
}

/**
 * An exchange's amounts as a reader sees them (per coin, formatCoinAmount): what is given
 * exactly as it is sent (its own decimals, the coin's at least), and the fee with what arrives
 * in one precision of the coin received, widened for a fee under a cent, which keeps the 8-place
 * cut and never reads 0.00 (finePlaces).
 */
export function exchangeFigures({ fromCoin, toCoin, fromAmount, toAmount, fee }: ExchangeAmounts) {
  const received = { places: finePlaces(toCoin, [fee], [toAmount]) };
  return {
    fromAmount: formatCoinAmount(fromAmount, fromCoin, { places: exactPlaces(fromCoin, [fromAmount]) }),
    toAmount: formatCoinAmount(toAmount, toCoin, received),
    fee: formatCoinAmount(fee, toCoin, received),
  };
}
