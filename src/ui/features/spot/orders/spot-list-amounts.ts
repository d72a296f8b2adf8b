import { coinColumn } from '../../../../domain/precision';
import type { SpotOrder, SpotTrade } from '../../../../domain/spot/spot';

/**
 * The amount columns of the spot lists, per coin as the assets show them (USDT with 2 places,
 * other coins without trailing zeros) in one precision per coin down each column of the rows
 * shown. Fees keep the 8-place cut (coinColumn's fine), so a fee under a cent never reads 0.00.
 */

/** Open orders and order history: amount and filled (one column of the base coin), and the fee. */
export function orderAmounts(rows: readonly SpotOrder[]) {
  const base = coinColumn(
    rows.flatMap((o) => [
      { value: o.amount, coin: o.baseCoin },
      { value: o.filledAmount, coin: o.baseCoin },
    ]),
  );
  const fee = coinColumn(
    rows.map((o) => ({ value: o.fee, coin: o.quoteCoin })),
    { fine: true },
  );
  return {
    amount: (o: SpotOrder) => base(o.amount, o.baseCoin),
    filled: (o: SpotOrder) => base(o.filledAmount, o.baseCoin),
    fee: (o: SpotOrder) => `${fee(o.fee, o.quoteCoin)} ${o.quoteCoin}`,
  };
}

/** Trades: the amount in the base coin, the total and the fee in the quote coin. */
export function tradeAmounts(rows: readonly SpotTrade[]) {
  const amount = coinColumn(rows.map((r) => ({ value: r.amount, coin: r.baseCoin })));
  const total = coinColumn(rows.map((r) => ({ value: r.total, coin: r.quoteCoin })));
  const fee = coinColumn(
    rows.map((r) => ({ value: r.fee, coin: r.quoteCoin })),
    { fine: true },
  );
  return {
    amount: (r: SpotTrade) => amount(r.amount, r.baseCoin),
    total: (r: SpotTrade) => total(r.total, r.quoteCoin),
    fee: (r: SpotTrade) => `${fee(r.fee, r.quoteCoin)} ${r.quoteCoin}`,
  };
}
