import type { IntlShape } from 'react-intl';
import { EntryStatus, TradeType, type ContractOrder } from '../../../../domain/contract/contract';
import { resultOf } from '../../../../domain/contract/outcome';
import { DECIMAL_PRECISION, formatAmount, formatPairPrice } from '../../../../domain/precision';
import { contractMessages, durationText } from '../contract.messages';
import { positionMessages } from './positions.messages';

const STATUS = {
  [EntryStatus.holding]: positionMessages.status0,
  [EntryStatus.completed]: positionMessages.status1,
  [EntryStatus.liquidated]: positionMessages.status2,
} as const;

const OUTCOME = {
  win: positionMessages.win,
  loss: positionMessages.loss,
  tie: positionMessages.tie,
} as const;

/** One order as the position lists show it: every number through precision. */
export function orderView(intl: IntlShape, order: ContractOrder) {
  const price = (value: string | null) => formatPairPrice(order.baseCoin, order.quoteCoin, value);
  // A server that sends no times leaves them as '--' (SPEC section 3 does not list them).
  const time = (at: number | null) =>
    at === null ? '--' : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
  const holding = order.entryStatus === EntryStatus.holding;
  const result = resultOf(order);
  return {
    id: order.id,
    pair: `${order.baseCoin}/${order.quoteCoin}`,
    up: order.tradeType === TradeType.up,
    direction: intl.formatMessage(
      order.tradeType === TradeType.up ? contractMessages.up : contractMessages.down,
    ),
    amount: `${formatAmount(order.openAmount, DECIMAL_PRECISION)} ${order.quoteCoin}`,
    positionTime: intl.formatMessage(durationText, { second: order.positionTime }),
    status: intl.formatMessage(STATUS[order.entryStatus]),
    entryPrice: price(order.entryPrice),
    settlementPrice: price(order.settlementPrice),
    openedAt: time(order.openedAt),
    settledAt: holding ? null : time(order.settlesAt),
    holding,
    /** Whether the trader got the stake back or more: green in the toast; unknown counts as not lost. */
    lost: result === 'loss',
    // Without prices or payout the SPEC's status word ("Completed") is all there is to say.
    outcome: holding
      ? null
      : intl.formatMessage(result === null ? STATUS[order.entryStatus] : OUTCOME[result]),
    payout: payoutText(order, result),
    priceSource: order.priceSource,
    settlesAt: order.settlesAt,
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** The payout as sent; a loss pays nothing even when the server leaves the payout out. */
function payoutText(order: ContractOrder, result: ReturnType<typeof resultOf>): string | null {
  const payout = order.payout ?? (result === 'loss' ? '0' : null);
  return payout === null ? null : `${formatAmount(payout, DECIMAL_PRECISION)} ${order.quoteCoin}`;
}
