import type { IntlShape } from 'react-intl';
import { EntryStatus, TradeType, type ContractOrder } from '../../../../domain/contract/contract';
import { settledStatement } from '../../../../domain/contract/result-statement';
import { formatCoinAmount, formatPairPrice } from '../../../../domain/precision';
import { contractMessages, durationText } from '../contract.messages';
import { positionMessages } from './positions.messages';
import { resultWords } from './result-words';
import { RECORD_TIME } from '../../../shared/record-time';

const STATUS = {
  [EntryStatus.holding]: positionMessages.status0,
  [EntryStatus.completed]: positionMessages.status1,
  [EntryStatus.liquidated]: positionMessages.status2,
} as const;

/** One order as the position lists show it: every number through precision. */
export function orderView(intl: IntlShape, order: ContractOrder) {
  const price = (value: string | null) => formatPairPrice(order.baseCoin, order.quoteCoin, value);
  // A server that sends no times leaves them as '--' (SPEC section 3 does not list them).
  const time = (at: number | null) => (at === null ? '--' : intl.formatDate(at, RECORD_TIME));
  const holding = order.entryStatus === EntryStatus.holding;
  const statement = holding ? null : settledStatement(order);
  return {
    id: order.id,
    pair: `${order.baseCoin}/${order.quoteCoin}`,
    up: order.tradeType === TradeType.up,
    direction: intl.formatMessage(
      order.tradeType === TradeType.up ? contractMessages.up : contractMessages.down,
    ),
    amount: `${formatCoinAmount(order.openAmount, order.quoteCoin)} ${order.quoteCoin}`,
    positionTime: intl.formatMessage(durationText, { second: order.positionTime }),
    status: intl.formatMessage(STATUS[order.entryStatus]),
    entryPrice: price(order.entryPrice),
    settlementPrice: price(order.settlementPrice),
    openedAt: time(order.openedAt),
    settledAt: holding ? null : time(order.settlesAt),
    holding,
    /** Whether the trader lost: red in the toast; unknown counts as not lost. */
    lost: statement?.result === 'loss',
    /** How it ended, signed ("Lost -20.02 USDT") with the payout second; null while holding or unknown. */
    result: statement === null ? null : resultWords(intl, statement, order.quoteCoin),
    priceSource: order.priceSource,
    settlesAt: order.settlesAt,
  };
}

export type OrderView = ReturnType<typeof orderView>;
