import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, lte, mul } from '../../../src/domain/precision';
import {
  allocationOf,
  projectPhase,
  projectStatus,
  SubscribeProblem,
  subscribeProblem,
  type SubscriptionProject,
} from '../../../src/domain/products/subscription';

const T0 = 1_700_000_000_000;
const project = (overrides: Partial<SubscriptionProject> = {}): SubscriptionProject => ({
  id: 'p1',
  coin: 'NOVA',
  name: 'Nova',
  price: '0.5',
  totalSupply: '1000',
  minPerUser: '10',
  maxPerUser: '300',
  startsAt: T0,
  endsAt: T0 + 1000,
  rules: '',
  committed: '0',
  allocatedAt: null,
  ...overrides,
});

describe('a subscription project', () => {
  it("is 'Open' between its start and end, 'Closed' before and after", () => {
    expect(projectStatus(project(), T0 - 1)).toBe('Closed');
    expect(projectPhase(project(), T0 - 1)).toBe('upcoming');
    expect(projectStatus(project(), T0)).toBe('Open');
    expect(projectStatus(project(), T0 + 1000)).toBe('Closed');
    expect(projectPhase(project(), T0 + 1000)).toBe('ended');
  });

  it('refuses commitments outside the window, the per-user limits and the balance', () => {
    const at = { now: T0 + 1, available: '100', committed: '0' };
    expect(subscribeProblem(project(), '50', { ...at, now: T0 - 1 })).toBe(SubscribeProblem.notOpen);
    expect(subscribeProblem(project(), '', at)).toBe(SubscribeProblem.enterAmount);
    expect(subscribeProblem(project(), '9', at)).toBe(SubscribeProblem.belowMinimum);
    expect(subscribeProblem(project(), '50', { ...at, committed: '260' })).toBe(
      SubscribeProblem.aboveMaximum,
    );
    expect(subscribeProblem(project(), '101', at)).toBe(SubscribeProblem.insufficient);
    expect(subscribeProblem(project(), '100', at)).toBeNull();
  });
});

describe('the allocation at the end date', () => {
  it('undersubscribed: every USDT buys coins at the price, nothing refunded', () => {
    expect(allocationOf(project({ committed: '400' }), '100')).toEqual({
      coins: '200',
      cost: '100',
      refund: '0',
    });
  });

  it('oversubscribed: each gets its share of the supply, the rest refunded', () => {
    // 1000 coins at 0.5 are worth 500 USDT; 2000 USDT committed: a quarter of each is used.
    expect(allocationOf(project({ committed: '2000' }), '300')).toEqual({
      coins: '150',
      cost: '75',
      refund: '225',
    });
  });

  it('hands out no more than the supply and conserves every USDT, however the commitments fall (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2)),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.constantFrom('0.5', '0.333', '1.2345', '7'),
        fc.constantFrom('1000', '12345.678', '3'),
        (amounts, price, totalSupply) => {
          const committed = amounts.reduce((sum, amount) => add(sum, amount), '0');
          const p = project({ price, totalSupply, committed });
          const allocations = amounts.map((amount) => allocationOf(p, amount));
          const coins = allocations.reduce((sum, entry) => add(sum, entry.coins), '0');
          expect(lte(coins, totalSupply)).toBe(true);
          allocations.forEach((entry, index) => {
            expect(cmp(add(entry.cost, entry.refund), amounts[index] ?? '')).toBe(0);
            expect(lte(mul(entry.coins, price), entry.cost)).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
