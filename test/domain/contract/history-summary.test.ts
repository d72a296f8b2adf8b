import { describe, expect, it } from 'vitest';
import { EntryStatus, TradeType, type ContractOrder } from '../../../src/domain/contract/contract';
import { summarizeHistory } from '../../../src/domain/contract/history-summary';

function order(
  entryStatus: EntryStatus,
  payout: string | null,
  openAmount = '100',
  fee = '0.1',
): ContractOrder {
  return {
    id: String(Math.random()),
    openAmount,
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    positionTime: 30,
    tradeType: TradeType.up,
    entryStatus,
    incomeRate: '0.8',
    fee,
    entryPrice: '1',
    settlementPrice: payout === null ? null : '1',
    openedAt: 0,
    settlesAt: 30_000,
    payout,
    priceSource: 'feed',
  };
}

describe('personal history summary', () => {
  it('counts wins over settled orders and nets payouts against stakes and fees', () => {
    const summary = summarizeHistory([
      order(EntryStatus.completed, '180'),
      order(EntryStatus.liquidated, '0'),
      order(EntryStatus.completed, '100'), // a tie: settled, not won
      order(EntryStatus.holding, null),
    ]);
    expect(summary).toEqual({ settled: 3, wins: 1, winRate: '0.333333', netProfit: '-20.3' });
  });

  it('has no win rate before the first settled order', () => {
    expect(summarizeHistory([order(EntryStatus.holding, null)])).toEqual({
      settled: 0,
      wins: 0,
      winRate: null,
      netProfit: '0',
    });
  });
});
