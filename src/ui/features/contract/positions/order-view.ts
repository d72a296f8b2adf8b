import type { IntlShape } from 'react-intl';
import { EntryStatus, TradeType, type ContractOrder } from '../../../../domain/contract/contract';
import { outcomeOf } from '../../../../domain/contract/outcome';
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
  const time = (at: number) =>
    intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
  const settled = order.settlementPrice !== null;
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
    settledAt: settled ? time(order.settlesAt) : null,
    outcome:
      order.settlementPrice === null
        ? null
        : intl.formatMessage(OUTCOME[outcomeOf(order, order.settlementPrice).result]),
    payout:
      order.payout === null ? null : `${formatAmount(order.payout, DECIMAL_PRECISION)} ${order.quoteCoin}`,
    priceSource: order.priceSource,
    settlesAt: order.settlesAt,
  };
}

export type OrderView = ReturnType<typeof orderView>;
