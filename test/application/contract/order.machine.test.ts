import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderMachine } from '../../../src/application/contract/order.machine';
import {
  selectFailure,
  selectOpenAmount,
  selectPreview,
  selectPriceHold,
  selectRefusal,
  selectSubmitting,
} from '../../../src/application/contract/order.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';
import type { AccountOrder } from '../../../src/application/contract/order.machine';
import { refused } from '../../support/fixtures/gateway-failures';

const DURATIONS = [
  { second: 30, incomeRate: '0.8', openAmountMin: '10' },
  { second: 60, incomeRate: '0.85', openAmountMin: '50' },
];

function start(options: { fail?: string; resetAmountOnConfig?: boolean; openAmount?: string } = {}) {
  const sent: AccountOrder[] = [];
  let reloads = 0;
  let finish: (() => void) | null = null;
  const machine = orderMachine.provide({
    actors: {
      createOrder: fromPromise<undefined, AccountOrder>(({ input }) => {
        sent.push(input);
        return new Promise<undefined>((resolve, reject) => {
          finish = () => (options.fail === undefined ? resolve(undefined) : reject(refused(options.fail)));
        });
      }),
    },
  });
  const actor = createActor(machine, {
    input: { baseCoin: 'BTC', quoteCoin: 'USDT', ...options },
  }).start();
  // The screen reloads the records when the order tells it one was created.
  actor.on('order.created', () => void (reloads += 1));
  actor.send({
    type: 'config.loaded',
    account: ContractAccount.demo,
    durations: DURATIONS,
    feeRate: '0.001',
  });
  actor.send({ type: 'balance.update', available: '1000' });
  return { actor, sent, reloads: () => reloads, finish: () => finish?.() };
}

describe('order machine', () => {
  it('takes the first duration as the default', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.duration).toEqual(DURATIONS[0]);
  });

  it('on desktop resets the amount to the minimum when config loads', () => {
    const { actor } = start({ resetAmountOnConfig: true, openAmount: '1' });
    expect(selectOpenAmount(actor.getSnapshot())).toBe('10');
  });

  it.each([
    ['', 'Enter the opening amount'],
    ['0.000001', 'Enter the opening amount'],
    ['9.5', 'The number of inputs is less than the minimum limit'],
    ['999.5', 'Insufficient available balance'],
  ])('refuses %j before sending anything: %s', (amount, message) => {
    const { actor, sent } = start();
    actor.send({ type: 'amount.change', value: amount });
    actor.send({ type: 'submit', tradeType: TradeType.up });
    expect(selectRefusal(actor.getSnapshot())).toBe(message);
    expect(sent).toEqual([]);
  });

  it.each(['stale', 'noPrice'] as const)(
    'refuses to open a position while the price is held (%s), and opens once it is priced',
    (hold) => {
      const { actor, sent } = start();
      actor.send({ type: 'amount.change', value: '20' });
      actor.send({ type: 'feed.update', hold });
      actor.send({ type: 'submit', tradeType: TradeType.up });
      expect(selectRefusal(actor.getSnapshot())).toBe(hold);
      expect(selectPriceHold(actor.getSnapshot())).toBe(hold);
      expect(sent).toEqual([]);
      actor.send({ type: 'feed.update', hold: null });
      actor.send({ type: 'submit', tradeType: TradeType.up });
      expect(sent).toHaveLength(1);
    },
  );

  it('sends one order for a double press, then clears the amount and reloads the records', async () => {
    const { actor, sent, reloads, finish } = start();
    actor.send({ type: 'duration.choose', second: 60 });
    actor.send({ type: 'amount.change', value: '75' });
    actor.send({ type: 'submit', tradeType: TradeType.down });
    actor.send({ type: 'submit', tradeType: TradeType.down });
    expect(selectSubmitting(actor.getSnapshot())).toBe(true);
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
    finish();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(selectOpenAmount(actor.getSnapshot())).toBe('');
    expect(reloads()).toBe(1);
  });

  it('sends a full-width amount as plain digits', () => {
    const { actor, sent } = start();
    actor.send({ type: 'duration.choose', second: 60 });
    actor.send({ type: 'amount.change', value: ' ７５ ' });
    actor.send({ type: 'submit', tradeType: TradeType.up });
    expect(sent.map((order) => order.openAmount)).toEqual(['75']);
  });

  it('shows the server message when the order fails and keeps the amount', async () => {
    const { actor, finish } = start({ fail: 'Insufficient available balance' });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'submit', tradeType: TradeType.up });
    finish();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toEqual({
      kind: 'said',
      text: 'Insufficient available balance',
    });
    expect(selectOpenAmount(actor.getSnapshot())).toBe('20');
  });

  it('falls back to "error" when the failure has no message', async () => {
    const { actor, finish } = start({ fail: '' });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'submit', tradeType: TradeType.up });
    finish();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'error' });
  });

  it('previews fee, payout on win and the break-even rate', () => {
    const { actor } = start();
    actor.send({ type: 'amount.change', value: '100' });
    expect(selectPreview(actor.getSnapshot())).toEqual({
      fee: '0.1',
      profitOnWin: '80',
      payoutOnWin: '180',
      breakEvenRate: '0.555555',
    });
  });

  it('never has more than one order in flight and sends only valid orders on a live feed (model)', async () => {
    const event = fc.oneof(
      fc
        .constantFrom('', '5', '10', '20', '60', '2000', 'x')
        .map((value) => ({ type: 'amount.change' as const, value })),
      fc.constantFrom(30, 60).map((second) => ({ type: 'duration.choose' as const, second })),
      fc
        .constantFrom('stale' as const, 'noPrice' as const, null)
        .map((hold) => ({ type: 'feed.update' as const, hold })),
      fc
        .constantFrom(TradeType.up, TradeType.down)
        .map((tradeType) => ({ type: 'submit' as const, tradeType })),
      fc.constant({ type: 'finish' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 40 }), async (events) => {
        const { actor, sent, finish } = start();
        let settled = 0;
        let held = false;
        for (const e of events) {
          const before = sent.length;
          if (e.type === 'finish') {
            if (selectSubmitting(actor.getSnapshot())) settled += 1;
            finish();
            await waitFor(actor, (s) => !s.matches('submitting'));
          } else actor.send(e);
          if (e.type === 'feed.update') held = e.hold !== null;
          // Nothing opens on a stale feed or before the pair has a price.
          if (held) expect(sent.length).toBe(before);
          // At most one order is in flight: every order sent but the last has settled.
          expect(sent.length - settled).toBeLessThanOrEqual(1);
        }
        for (const order of sent) {
          const min = DURATIONS.find((d) => d.second === order.positionTime)?.openAmountMin ?? 'none';
          expect(Number(order.openAmount)).toBeGreaterThanOrEqual(Number(min));
          expect(Number(order.openAmount) * 1.001).toBeLessThanOrEqual(1000);
        }
      }),
      { numRuns: 200 },
    );
  });
});
