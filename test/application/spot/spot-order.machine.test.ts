import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { spotOrderMachine } from '../../../src/application/spot/spot-order.machine';
import type { PlacedCheck } from '../../../src/application/spot/spot-order.machine';
import {
  marketPreview,
  selectBusy,
  selectConfirming,
  selectFailure,
  selectRefusal,
} from '../../../src/application/spot/spot-order.selectors';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import type { SpotOrder, SpotOrderRequest } from '../../../src/domain/spot/spot';

const placed = (request: SpotOrderRequest): SpotOrder => ({
  id: '7',
  baseCoin: request.baseCoin,
  quoteCoin: request.quoteCoin,
  side: request.side,
  type: request.type,
  price: request.price ?? null,
  amount: request.amount,
  filledAmount: '0',
  filledTotal: '0',
  averagePrice: null,
  fee: '0',
  status: 0,
  createdAt: 1_000,
  updatedAt: 1_000,
});

function start(options: { error?: unknown; found?: boolean; checkFails?: boolean } = {}) {
  const sent: SpotOrderRequest[] = [];
  const checks: PlacedCheck[] = [];
  let finish: (() => void) | null = null;
  const machine = spotOrderMachine.provide({
    actors: {
      placeOrder: fromPromise<SpotOrder, SpotOrderRequest>(({ input }) => {
        sent.push(input);
        return new Promise<SpotOrder>((resolve, reject) => {
          finish = () => (options.error === undefined ? resolve(placed(input)) : reject(options.error));
        });
      }),
      findPlaced: fromPromise<SpotOrder | null, PlacedCheck>(async ({ input }) => {
        checks.push(input);
        if (options.checkFails) throw new GatewayError({ kind: 'network' });
        return options.found ? placed(input.request) : null;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { baseCoin: 'BTC', quoteCoin: 'USDT', now: () => 1_000 },
  }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.send({ type: 'balances.update', quote: '1000', base: '1' });
  actor.send({ type: 'book.update', bestAsk: '100', bestBid: '99' });
  return { actor, sent, checks, emitted, finish: () => finish?.() };
}

describe('spot order machine', () => {
  it('refuses with the domain rule before sending anything', () => {
    const { actor, sent } = start();
    actor.send({ type: 'price.change', value: '100' });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'submit' });
    expect(selectRefusal(actor.getSnapshot())).toBe('Insufficient available balance');
    actor.send({ type: 'amount.change', value: '' });
    actor.send({ type: 'submit' });
    expect(selectRefusal(actor.getSnapshot())).toBe('Enter the amount');
    expect(sent).toHaveLength(0);
  });

  it('sends one order for many presses, clears the amount and emits created', async () => {
    const { actor, sent, emitted, finish } = start();
    actor.send({ type: 'price.change', value: '100' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([
      { baseCoin: 'BTC', quoteCoin: 'USDT', side: 'buy', type: 'limit', price: '100', amount: '1' },
    ]);
    expect(actor.getSnapshot().context.amount).toBe('');
    expect(emitted).toContain('order.created');
  });

  it('asks before a limit more than 10 % through the market, and sends only on confirm', async () => {
    const { actor, sent, finish } = start();
    actor.send({ type: 'price.change', value: '111' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    expect(selectConfirming(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'dismiss' });
    expect(sent).toHaveLength(0);
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toHaveLength(1);
  });

  it('shows the exchange refusal and emits failed', async () => {
    const { actor, emitted, finish } = start({
      error: new GatewayError({ kind: 'business', code: 0, message: 'No liquidity for this order' }),
    });
    actor.send({ type: 'type.choose', orderType: 'market' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'said', text: 'No liquidity for this order' });
    expect(emitted).toContain('order.failed');
  });

  it.each([
    [true, 'succeeded', 'order.created'],
    [false, 'failed', 'order.failed'],
  ] as const)(
    'after a lost answer asks the exchange (found: %s) before anything else',
    async (found, state, event) => {
      const { actor, sent, checks, emitted, finish } = start({
        error: new GatewayError({ kind: 'timeout' }),
        found,
      });
      actor.send({ type: 'price.change', value: '100' });
      actor.send({ type: 'amount.change', value: '1' });
      actor.send({ type: 'submit' });
      finish();
      await waitFor(actor, (snapshot) => snapshot.matches(state));
      expect(sent).toHaveLength(1);
      expect(checks).toEqual([{ request: sent[0], since: 1_000 }]);
      expect(emitted).toEqual(expect.arrayContaining(['order.unknown', event]));
    },
  );

  it.each([
    [false, { kind: 'not-applied' }],
    [true, { kind: 'outcome-unknown' }],
  ] as const)(
    'after a lost answer says what the check found (the check failed too: %s)',
    async (checkFails, failure) => {
      const { actor, sent, finish } = start({ error: new GatewayError({ kind: 'network' }), checkFails });
      actor.send({ type: 'price.change', value: '100' });
      actor.send({ type: 'amount.change', value: '1' });
      actor.send({ type: 'submit' });
      finish();
      const done = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(selectFailure(done)).toEqual(failure);
      expect(sent).toHaveLength(1);
    },
  );

  it('previews a market buy from the book: average, slippage and fee', () => {
    const { actor } = start();
    actor.send({ type: 'type.choose', orderType: 'market' });
    actor.send({ type: 'amount.change', value: '3' });
    const preview = marketPreview(actor.getSnapshot(), [
      { price: '100', amount: '1' },
      { price: '102', amount: '2' },
    ]);
    expect(preview).toMatchObject({
      averagePrice: '101.33333333',
      total: '304',
      fee: '0.304',
      complete: true,
    });
    expect(preview?.slippage).toBe('0.01333333');
  });
});
