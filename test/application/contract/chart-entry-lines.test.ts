import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartEntryLines } from '../../../src/application/contract/chart-entry-lines';
import { EntryStatus, TradeType, type ContractOrder } from '../../../src/domain/contract/contract';
import { holdingOrder, NOW } from './contract-screen.fixtures';

const BTC = { base: 'BTC', quote: 'USDT' };

describe('chartEntryLines', () => {
  it('draws an open position at its entry price, coloured by direction, with the seconds left', () => {
    const up = holdingOrder('up', NOW + 12_400);
    const down = { ...holdingOrder('down', NOW + 29_000), tradeType: TradeType.down, entryPrice: '90001.5' };
    expect(chartEntryLines([up, down], BTC, NOW)).toEqual([
      { id: 'up', price: '90000', up: true, amount: '10', coin: 'USDT', secondsLeft: 13 },
      { id: 'down', price: '90001.5', up: false, amount: '10', coin: 'USDT', secondsLeft: 29 },
    ]);
  });

  it('leaves out the other pairs, the settled rows and positions without an entry price', () => {
    const orders: ContractOrder[] = [
      { ...holdingOrder('eth', NOW + 5_000), baseCoin: 'ETH' },
      { ...holdingOrder('usdc', NOW + 5_000), quoteCoin: 'USDC' },
      { ...holdingOrder('won', NOW + 5_000), entryStatus: EntryStatus.completed },
      { ...holdingOrder('no-entry', NOW + 5_000), entryPrice: null },
    ];
    expect(chartEntryLines(orders, BTC, NOW)).toEqual([]);
  });

  it('removes a line the moment its position is due, and counts without a settle time as unknown', () => {
    const due = holdingOrder('due', NOW);
    const untimed = { ...holdingOrder('untimed', NOW), settlesAt: null };
    expect(chartEntryLines([due, untimed], BTC, NOW).map((l) => [l.id, l.secondsLeft])).toEqual([
      ['untimed', null],
    ]);
  });

  it('shows a position exactly while it is due later, never more seconds than its duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60_000, max: 120_000 }),
        fc.constantFrom(30, 60, 120),
        (offset, positionTime) => {
          const order = { ...holdingOrder('o', NOW + offset), positionTime };
          const lines = chartEntryLines([order], BTC, NOW);
          expect(lines.length).toBe(offset > 0 ? 1 : 0);
          for (const line of lines) {
            expect(line.secondsLeft).toBeGreaterThan(0);
            expect(line.secondsLeft).toBeLessThanOrEqual(positionTime);
          }
        },
      ),
    );
  });
});
