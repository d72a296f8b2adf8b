import { describe, expect, it } from 'vitest';
import { bookRows, priceStep, spreadOf } from '../../../src/domain/market/order-book';

const levels = (...pairs: [string, string][]) => pairs.map(([price, amount]) => ({ price, amount }));

describe('order book rows', () => {
  it('derives the step from the pair precision and the grouping factor', () => {
    expect(priceStep(2, 1)).toBe('0.01');
    expect(priceStep(2, 100)).toBe('1');
    expect(priceStep(0, 10)).toBe('10');
  });

  it('sorts bids high to low with a running total, cut to the rows asked for', () => {
    const rows = bookRows(levels(['99.5', '1'], ['100', '2'], ['98', '0.5']), 'bid', '0.01', 2);
    expect(rows).toEqual([
      { price: '100', amount: '2', total: '2' },
      { price: '99.5', amount: '1', total: '3' },
    ]);
  });

  it('groups bids down and asks up to the step, summing amounts in decimals', () => {
    const input = levels(['100.1', '0.1'], ['100.9', '0.2'], ['101.2', '0.3']);
    expect(bookRows(input, 'bid', '1', 5).map((r) => [r.price, r.amount])).toEqual([
      ['101', '0.3'],
      ['100', '0.3'],
    ]);
    expect(bookRows(input, 'ask', '1', 5).map((r) => [r.price, r.amount])).toEqual([
      ['101', '0.3'],
      ['102', '0.3'],
    ]);
  });

  it('leaves out unreadable levels', () => {
    expect(bookRows(levels(['x', '1'], ['1', 'NaN']), 'ask', '0.01', 5)).toEqual([]);
  });

  it('gives the spread between the best ask and bid', () => {
    const bids = bookRows(levels(['99', '1']), 'bid', '0.01', 5);
    const asks = bookRows(levels(['100', '1']), 'ask', '0.01', 5);
    expect(spreadOf(bids, asks)).toEqual({ value: '1', percent: '1' });
    expect(spreadOf([], asks)).toBeNull();
  });

  it('cuts the spread percentage to the three places the book shows, never rounding up', () => {
    const bids = bookRows(levels(['99.25', '1']), 'bid', '0.01', 5);
    const asks = bookRows(levels(['101.5', '1']), 'ask', '0.01', 5);
    // 2.25 / 101.5 = 0.0221674...: 2.2167...%, shown as 2.216.
    expect(spreadOf(bids, asks)).toEqual({ value: '2.25', percent: '2.216' });
  });
});
