import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  orderForm,
  type AccountOrder,
  type OrderTerms,
} from '../../../src/application/contract/order.machine';
import { orderRefusals, requestOf } from '../../../src/application/contract/order-request';
import { selectDuration, selectPreview } from '../../../src/application/contract/order.selectors';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';

const DURATIONS = [
  { second: 30, incomeRate: '0.8', openAmountMin: '10' },
  { second: 60, incomeRate: '0.85', openAmountMin: '50' },
];

const TERMS: OrderTerms = {
  account: ContractAccount.demo,
  pendingAccount: null,
  durations: DURATIONS,
  feeRate: '0.001',
  available: '1000',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  priceHold: null,
  confirmReal: false,
};

function start(terms: OrderTerms = TERMS, store = createDraftStore()) {
  const sent: AccountOrder[] = [];
  const machine = provideForm(orderForm, { send: async (request) => void sent.push(request) });
  const actor = createActor(machine, { input: { terms, ...keptDraft(store, 'contract-order') } }).start();
  const press = (openAmount: string, tradeType = TradeType.up) =>
    actor.send({ type: 'submit', patch: { openAmount, tradeType } });
  return { actor, sent, store, press };
}

describe('the seconds-contract order form (its rules only; the form machine is tested on its own)', () => {
  it('takes the first duration while none is chosen, or the one chosen is no longer offered', () => {
    const { actor } = start();
    expect(selectDuration(actor.getSnapshot())).toEqual(DURATIONS[0]);
    actor.send({ type: 'edit', patch: { second: 60 } });
    expect(selectDuration(actor.getSnapshot())).toEqual(DURATIONS[1]);
    actor.send({ type: 'terms.update', terms: { ...TERMS, durations: DURATIONS.slice(0, 1) } });
    expect(selectDuration(actor.getSnapshot())).toEqual(DURATIONS[0]);
  });

  it.each([
    ['', 'Enter the opening amount'],
    ['0.000001', 'Enter the opening amount'],
    ['9.5', 'The number of inputs is less than the minimum limit'],
    ['999.5', 'Insufficient available balance'],
  ])('refuses %j on the amount before sending anything: %s', (amount, problem) => {
    const { actor, sent, press } = start();
    press(amount);
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem, fields: ['openAmount'] }]);
    expect(sent).toEqual([]);
  });

  it.each(['stale', 'noPrice'] as const)('refuses while the price is held (%s)', (hold) => {
    const { actor, sent, press } = start({ ...TERMS, priceHold: hold });
    press('20');
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: hold, fields: [] }]);
    expect(sent).toEqual([]);
  });

  it('refuses while the account shown has no config, whatever else holds: never an order on the account left', () => {
    const { actor, sent, press } = start({ ...TERMS, pendingAccount: ContractAccount.real });
    press('20');
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'account', fields: [] }]);
    expect(sent).toEqual([]);
  });

  it('sends the direction pressed, on the account whose config is loaded, the amount in plain digits', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'edit', patch: { second: 60 } });
    actor.send({ type: 'submit', patch: { openAmount: ' ７５ ', tradeType: TradeType.down } });
    await Promise.resolve();
    expect(sent).toEqual([
      {
        account: ContractAccount.demo,
        openAmount: '75',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        positionTime: 60,
        tradeType: TradeType.down,
      },
    ]);
    // Success clears the amount (SPEC section 4) and keeps the duration.
    expect(actor.getSnapshot().context.draft).toMatchObject({ openAmount: '', second: 60 });
  });

  it('keeps the amount and the duration for the next visit, not the direction', () => {
    const first = start();
    first.actor.send({ type: 'edit', patch: { openAmount: '25', second: 60, tradeType: TradeType.up } });
    first.actor.stop();
    const again = start(TERMS, first.store);
    expect(again.actor.getSnapshot().context.draft).toEqual({
      openAmount: '25',
      second: 60,
      tradeType: null,
    });
  });

  it('previews fee, payout on win and the break-even rate', () => {
    const { actor } = start();
    actor.send({ type: 'edit', patch: { openAmount: '100' } });
    expect(selectPreview(actor.getSnapshot())).toEqual({
      fee: '0.1',
      profitOnWin: '80',
      payoutOnWin: '180',
      breakEvenRate: '0.555555',
    });
  });

  it('lets through only orders at or above the duration minimum that the balance covers with the fee (property)', () => {
    const draft = fc.record({
      openAmount: fc.constantFrom('', '5', '10', '20', '60', '998', '2000', 'x', ' ５０ '),
      second: fc.constantFrom(30, 60, 90, null),
      tradeType: fc.constantFrom(TradeType.up, TradeType.down),
    });
    const terms = fc.record({
      available: fc.constantFrom('1000', '0', null),
      priceHold: fc.constantFrom('stale' as const, 'noPrice' as const, null),
      pendingAccount: fc.constantFrom(ContractAccount.real, null),
    });
    fc.assert(
      fc.property(draft, terms, (d, t) => {
        const all = { ...TERMS, ...t };
        if (orderRefusals(d, all).length > 0) return;
        const order = requestOf(d, all);
        expect(t.priceHold).toBeNull();
        expect(t.pendingAccount).toBeNull();
        const min = DURATIONS.find((x) => x.second === order.positionTime)?.openAmountMin ?? 'none';
        expect(Number(order.openAmount)).toBeGreaterThanOrEqual(Number(min));
        if (t.available !== null)
          expect(Number(order.openAmount) * 1.001).toBeLessThanOrEqual(Number(t.available));
      }),
      { numRuns: 300 },
    );
  });
});
