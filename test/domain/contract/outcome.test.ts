import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { outcomeOf } from '../../../src/domain/contract/outcome';
import { add, cmp, mul } from '../../../src/domain/precision';

const price = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => String(cents / 100));
const order = fc.record({
  tradeType: fc.constantFrom(TradeType.up, TradeType.down),
  openAmount: fc.integer({ min: 1, max: 1_000_000 }).map(String),
  incomeRate: fc.constantFrom('0.8', '0.85', '0.9', '0.95'),
  entryPrice: price,
});

describe('settlement outcome (DESIGN.md Fairness)', () => {
  it('pays stake + stake * incomeRate on a win, the stake on a tie, nothing on a loss', () => {
    const up = { tradeType: TradeType.up, openAmount: '100', incomeRate: '0.8', entryPrice: '50000' };
    expect(outcomeOf(up, '50000.01')).toEqual({
      result: 'win',
      entryStatus: EntryStatus.completed,
      payout: '180',
    });
    expect(outcomeOf(up, '50000')).toEqual({
      result: 'tie',
      entryStatus: EntryStatus.completed,
      payout: '100',
    });
    expect(outcomeOf(up, '49999.99')).toEqual({
      result: 'loss',
      entryStatus: EntryStatus.liquidated,
      payout: '0',
    });
    expect(outcomeOf({ ...up, tradeType: TradeType.down }, '49999.99').result).toBe('win');
  });

  it('decides by the direction of the price move alone (property)', () => {
    fc.assert(
      fc.property(order, price, (o, settlement) => {
        const { result, payout } = outcomeOf(o, settlement);
        const move = cmp(settlement, o.entryPrice);
        if (move === 0) return result === 'tie' && payout === o.openAmount;
        const wins = (o.tradeType === TradeType.up) === move > 0;
        return wins
          ? result === 'win' && cmp(payout, add(o.openAmount, mul(o.openAmount, o.incomeRate))) === 0
          : result === 'loss' && payout === '0';
      }),
      { numRuns: 1000 },
    );
  });

  it('gives up and down opposite results on the same prices (property)', () => {
    fc.assert(
      fc.property(order, price, (o, settlement) => {
        fc.pre(cmp(settlement, o.entryPrice) !== 0);
        const up = outcomeOf({ ...o, tradeType: TradeType.up }, settlement).result;
        const down = outcomeOf({ ...o, tradeType: TradeType.down }, settlement).result;
        return up !== down;
      }),
    );
  });
});
