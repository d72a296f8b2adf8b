import { EntryStatus, TradeType, type ContractOrder } from '../../domain/contract/contract';
import { secondsLeft } from '../../domain/contract/settlement-countdown';

/** One open position as the chart draws it: a line at its entry price. */
export interface ChartEntryLine {
  id: string;
  /** The entry price, a decimal string, where the line crosses the price axis. */
  price: string;
  up: boolean;
  /** The stake, a decimal string, in `coin`. */
  amount: string;
  coin: string;
  /**
   * Whole seconds to settlement on server time; null when the server sends no settle time
   * (the lists show `--` then: a guess would count down to the wrong second).
   */
  secondsLeft: number | null;
}

/**
 * The open positions of the pair on the chart, each at its entry price with its countdown.
 * A position leaves the chart the moment it is due (the lists say "Settling" until the
 * outcome arrives; a line at a price that no longer decides anything would mislead), and
 * one without an entry price has nowhere to be drawn.
 */
export function chartEntryLines(
  orders: readonly ContractOrder[],
  pair: { base: string; quote: string },
  now: number,
): ChartEntryLine[] {
  return orders.flatMap((order) => {
    if (order.entryStatus !== EntryStatus.holding || order.entryPrice === null) return [];
    if (order.baseCoin !== pair.base || order.quoteCoin !== pair.quote) return [];
    const left = order.settlesAt === null ? null : secondsLeft(order.settlesAt, now, order.positionTime);
    if (left === 0) return [];
    return [
      {
        id: order.id,
        price: order.entryPrice,
        up: order.tradeType === TradeType.up,
        amount: order.openAmount,
        coin: order.quoteCoin,
        secondsLeft: left,
      },
    ];
  });
}
