import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { outcomeOf } from '../../../src/domain/contract/outcome';
import { runningResultOf } from '../../../src/domain/contract/running-result';

const NOW = 1_700_000_000_000;
const holding = {
  entryStatus: EntryStatus.holding,
  tradeType: TradeType.up,
  openAmount: '100',
  incomeRate: '0.8',
  entryPrice: '50000',
  settlesAt: NOW + 30_000,
};

describe('the running result of an open position', () => {
  it('would win above the entry price going up, with the stake plus its rate', () => {
    expect(runningResultOf(holding, '50000.01', NOW)).toEqual({
      phase: 'open',
      result: 'win',
      payout: '180',
    });
  });

  it('would lose below it, and return the stake on an unchanged price', () => {
    expect(runningResultOf(holding, '49999.99', NOW)).toEqual({ phase: 'open', result: 'loss', payout: '0' });
    expect(runningResultOf(holding, '50000', NOW)).toEqual({ phase: 'open', result: 'tie', payout: '100' });
  });

  it('reads a down position the other way round', () => {
    const down = { ...holding, tradeType: TradeType.down };
    expect(runningResultOf(down, '49000', NOW)).toMatchObject({ result: 'win', payout: '180' });
  });

  it('knows a win without the rate but not its size (a row without incomeRate)', () => {
    const noRate = { ...holding, incomeRate: null };
    expect(runningResultOf(noRate, '51000', NOW)).toEqual({ phase: 'open', result: 'win', payout: null });
    expect(runningResultOf(noRate, '49000', NOW)).toEqual({ phase: 'open', result: 'loss', payout: '0' });
  });

  it('guesses nothing without an entry price or a current price', () => {
    expect(runningResultOf({ ...holding, entryPrice: null }, '51000', NOW)).toEqual({ phase: 'unknown' });
    expect(runningResultOf(holding, null, NOW)).toEqual({ phase: 'unknown' });
    expect(runningResultOf(holding, 'not a price', NOW)).toEqual({ phase: 'unknown' });
  });

  it('stops following the price once due on server time: the settlement price decides', () => {
    expect(runningResultOf(holding, '51000', NOW + 30_000)).toEqual({ phase: 'settling' });
    // Without a settle time it keeps following the price until the list says it settled.
    expect(runningResultOf({ ...holding, settlesAt: null }, '51000', NOW + 60_000)).toMatchObject({
      phase: 'open',
    });
  });

  it('says nothing of an order that has already settled', () => {
    expect(runningResultOf({ ...holding, entryStatus: EntryStatus.completed }, '51000', NOW)).toEqual({
      phase: 'unknown',
    });
  });

  it('is the settlement outcome at the current price, for any order and price (property)', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => String(cents / 100));
    fc.assert(
      fc.property(
        fc.constantFrom(TradeType.up, TradeType.down),
        fc.integer({ min: 1, max: 1_000_000 }).map(String),
        price,
        price,
        (tradeType, openAmount, entryPrice, current) => {
          const order = { ...holding, tradeType, openAmount, entryPrice };
          const expected = outcomeOf(order, current);
          expect(runningResultOf(order, current, NOW)).toEqual({
            phase: 'open',
            result: expected.result,
            payout: expected.payout,
          });
        },
      ),
    );
  });
});
