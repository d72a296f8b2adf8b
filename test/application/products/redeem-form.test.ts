import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createRedeemForm,
  termsOfRedeem,
  type RedeemTerms,
} from '../../../src/application/products/redeem-form';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { DAY_MS, type Holding } from '../../../src/domain/products/products';

const HOLDING: Holding = {
  id: '7',
  productId: 'pool-usdt-15',
  kind: 'pool',
  name: 'Mining pool 15-day',
  coin: 'USDT',
  amount: '1000',
  dailyRate: '0.001',
  payout: 'daily',
  termDays: 15,
  interestPaid: '1',
  status: 'Proceeding',
  startedAt: 0,
  maturesAt: 15 * DAY_MS,
  endedAt: null,
};

const EARLY = { allowed: true, feeRate: '0.01', forfeitsInterest: true };

function start(terms: RedeemTerms) {
  const sent: string[] = [];
  const machine = provideForm(createRedeemForm(), {
    send: async (request) => {
      sent.push(request);
      return HOLDING;
    },
  });
  return { actor: createActor(machine, { input: { terms } }).start(), sent };
}

describe('the redeem form (its rules only)', () => {
  it('states the early terms before confirming, then sends the holding once', async () => {
    const terms = { holding: HOLDING, early: EARLY, now: () => DAY_MS };
    expect(termsOfRedeem(terms)).toEqual({
      early: true,
      gross: '1000',
      fee: '10',
      interestTakenBack: '1',
      receive: '989',
    });
    const { actor, sent } = start(terms);
    actor.send({ type: 'submit' });
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    await Promise.resolve();
    expect(sent).toEqual(['7']);
  });

  it('refuses a locked holding without an early exit', () => {
    const { actor, sent } = start({
      holding: HOLDING,
      early: { ...EARLY, allowed: false },
      now: () => DAY_MS,
    });
    actor.send({ type: 'submit' });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'This holding cannot be redeemed now', fields: [] },
    ]);
    expect(sent).toEqual([]);
  });
});
