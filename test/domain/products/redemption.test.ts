import { describe, expect, it } from 'vitest';
import { DAY_MS, HoldingStatus, Payout, ProductKind } from '../../../src/domain/products/products';
import {
  daysEarned,
  holdingValue,
  interestDue,
  redemptionTerms,
  statusAt,
} from '../../../src/domain/products/redemption';
import { holding, T0 } from './products.fixtures';

const EARLY = { allowed: true, feeRate: '0.01', forfeitsInterest: true };

describe('a holding over time', () => {
  it('earns whole days only, never past maturity', () => {
    expect(daysEarned(holding(), T0 + DAY_MS - 1)).toBe(0);
    expect(daysEarned(holding(), T0 + 3 * DAY_MS)).toBe(3);
    expect(daysEarned(holding(), T0 + 90 * DAY_MS)).toBe(30);
  });

  it('owes the interest of the days passed beyond what it has paid', () => {
    expect(interestDue(holding({ interestPaid: '1' }), T0 + 3 * DAY_MS)).toBe('0.5');
    expect(interestDue(holding({ endedAt: T0 }), T0 + 3 * DAY_MS)).toBe('0');
  });

  it('shows the SPEC status words: finance Hosting then Completed, a pool Proceeding, To Be Redeemed, Redeemed', () => {
    const matured = T0 + 31 * DAY_MS;
    expect(statusAt(holding(), T0 + DAY_MS)).toBe(HoldingStatus.hosting);
    expect(statusAt(holding(), matured)).toBe(HoldingStatus.completed);
    const pool = holding({ kind: ProductKind.pool });
    expect(statusAt(pool, T0 + DAY_MS)).toBe(HoldingStatus.proceeding);
    expect(statusAt(pool, matured)).toBe(HoldingStatus.toBeRedeemed);
    expect(statusAt({ ...pool, endedAt: matured }, matured)).toBe(HoldingStatus.redeemed);
  });

  it('values a fund at its principal plus compounded growth', () => {
    const fund = holding({
      kind: ProductKind.fund,
      payout: Payout.compounding,
      dailyRate: '0.01',
      maturesAt: null,
    });
    expect(holdingValue(fund, T0 + 2 * DAY_MS)).toBe('1020.1');
  });
});

describe('the terms of a redemption, stated before the user confirms', () => {
  it('early: the fee on the principal and the interest already paid come off', () => {
    const terms = redemptionTerms(holding({ interestPaid: '5' }), EARLY, T0 + 10 * DAY_MS);
    expect(terms).toEqual({ early: true, gross: '1000', fee: '10', interestTakenBack: '5', receive: '985' });
  });

  it('matured: the whole principal, no fee', () => {
    const terms = redemptionTerms(
      holding({ kind: ProductKind.pool, interestPaid: '15' }),
      EARLY,
      T0 + 30 * DAY_MS,
    );
    expect(terms).toEqual({ early: false, gross: '1000', fee: '0', interestTakenBack: '0', receive: '1000' });
  });

  it('none before maturity where early exit is not allowed, and none once ended', () => {
    expect(redemptionTerms(holding(), { ...EARLY, allowed: false }, T0 + DAY_MS)).toBeNull();
    expect(redemptionTerms(holding({ endedAt: T0 }), EARLY, T0 + DAY_MS)).toBeNull();
  });
});
