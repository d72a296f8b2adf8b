import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryStatus, TradeType, type ContractOrder } from '../../../src/domain/contract/contract';
import { netOf, runningStatement, settledStatement } from '../../../src/domain/contract/result-statement';
import { add, cmp, sub } from '../../../src/domain/precision';

const settled = (overrides: Partial<ContractOrder> = {}): ContractOrder => ({
  id: '1',
  openAmount: '20',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 30,
  tradeType: TradeType.up,
  entryStatus: EntryStatus.completed,
  incomeRate: '0.8',
  fee: '0.02',
  entryPrice: '100',
  settlementPrice: '101',
  openedAt: 0,
  settlesAt: 30_000,
  payout: '36',
  priceSource: 'test',
  ...overrides,
});

describe('a result as the trader is told it', () => {
  it('is signed and counts stake and fee: a win is +profit - fee, a loss -stake - fee', () => {
    expect(settledStatement(settled())).toEqual({
      result: 'win',
      settled: true,
      net: '+15.98',
      payout: '36',
    });
    expect(
      settledStatement(settled({ entryStatus: EntryStatus.liquidated, settlementPrice: '99', payout: '0' })),
    ).toEqual({ result: 'loss', settled: true, net: '-20.02', payout: '0' });
  });

  it('a tie costs the fee; a loss without a payout still pays nothing', () => {
    expect(settledStatement(settled({ settlementPrice: '100', payout: '20' }))?.net).toBe('-0.02');
    const minimal = settled({ entryStatus: EntryStatus.liquidated, settlementPrice: null, payout: null });
    expect(settledStatement(minimal)).toMatchObject({ result: 'loss', net: '-20.02', payout: '0' });
  });

  it('says nothing of a holding order, nor of a completed one without prices or payout', () => {
    expect(settledStatement(settled({ entryStatus: EntryStatus.holding }))).toBeNull();
    expect(settledStatement(settled({ settlementPrice: null, payout: null }))).toBeNull();
  });

  it('words an open position as it would settle now, and nothing while settling', () => {
    const order = { openAmount: '50', fee: '0.05' };
    expect(runningStatement(order, { phase: 'open', result: 'win', payout: '90' })).toEqual({
      result: 'win',
      settled: false,
      net: '+39.95',
      payout: '90',
    });
    expect(runningStatement(order, { phase: 'open', result: 'win', payout: null })?.net).toBeNull();
    expect(runningStatement(order, { phase: 'settling' })).toBeNull();
  });

  it('the signed net plus stake and fee is the payout, whatever the amounts', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toString());
    fc.assert(
      fc.property(amount, amount, amount, (payout, openAmount, fee) => {
        const net = netOf({ openAmount, fee }, payout);
        if (net === null) throw new Error('decimal amounts have a net');
        expect(net.startsWith('+')).toBe(cmp(sub(sub(payout, openAmount), fee), '0') > 0);
        expect(cmp(add(add(net.replace('+', ''), openAmount), fee), payout)).toBe(0);
      }),
    );
  });

  it('never guesses a net from an unreadable amount', () => {
    expect(netOf({ openAmount: 'x', fee: '0' }, '1')).toBeNull();
  });
});
