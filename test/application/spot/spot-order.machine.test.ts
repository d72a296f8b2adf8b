import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { spotOrderMachine } from '../../../src/application/spot/spot-order.machine';
import type { PlacedCheck } from '../../../src/application/spot/spot-order.machine';
import {
  amountForShare,
  selectBusy,
  selectMarketPreview,
  selectOutcomeUnknown,
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

const BOOK_ASKS = [
  { price: '100', amount: '1' },
  { price: '102', amount: '2' },
];

function start(options: { error?: unknown; found?: boolean } = {}) {
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
  actor.send({
    type: 'book.update',
    book: { asks: BOOK_ASKS, bids: [{ price: '99', amount: '5' }], at: 900 },
  });
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

  it('after a lost answer finds the order in the lists: placed, nothing resent', async () => {
    const { actor, sent, checks, emitted, finish } = start({
      error: new GatewayError({ kind: 'timeout' }),
      found: true,
    });
    actor.send({ type: 'price.change', value: '100' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toHaveLength(1);
    expect(checks).toEqual([{ request: sent[0], since: 1_000 }]);
    expect(emitted).toContain('order.created');
  });

  it.each([
    ['a network error', new GatewayError({ kind: 'network' })],
    ['a timeout', new GatewayError({ kind: 'timeout' })],
  ])('after %s not found in the lists the outcome stays unknown and nothing is resent', async (_, error) => {
    const { actor, sent, emitted, finish } = start({ error, found: false });
    actor.send({ type: 'price.change', value: '100' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'));
    expect(selectOutcomeUnknown(actor.getSnapshot())).toBe(true);
    expect(emitted).toContain('order.unknown');
    expect(emitted).not.toContain('order.created');
    // Only the trader's own next press sends again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.amount).toBe('1');
  });

  it('sends a market order with the time of the book it was priced on, price and amount as the rule read them', async () => {
    const { actor, sent, finish } = start();
    actor.send({ type: 'type.choose', orderType: 'market' });
    actor.send({ type: 'amount.change', value: ' １.５ ' });
    actor.send({ type: 'submit' });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([
      { baseCoin: 'BTC', quoteCoin: 'USDT', side: 'buy', type: 'market', amount: '1.5', bookTime: 900 },
    ]);
  });

  it('refuses while the book is stale, before sending', () => {
    const { actor, sent } = start();
    actor.send({ type: 'feed.update', stale: true });
    actor.send({ type: 'price.change', value: '100' });
    actor.send({ type: 'amount.change', value: '1' });
    actor.send({ type: 'submit' });
    expect(selectRefusal(actor.getSnapshot())).toBe('stale');
    expect(sent).toHaveLength(0);
  });

  it('previews a market buy from the book shown: average, slippage and fee', () => {
    const { actor } = start();
    actor.send({ type: 'type.choose', orderType: 'market' });
    actor.send({ type: 'amount.change', value: '3' });
    const preview = selectMarketPreview(actor.getSnapshot());
    expect(preview).toMatchObject({
      averagePrice: '101.33333333',
      total: '304',
      fee: '0.304',
      complete: true,
    });
    expect(preview?.slippage).toBe('0.01333333');
  });

  it('turns a share of the available balance into an amount cut to the pair, leaving room for the fee', () => {
    const { actor } = start();
    actor.send({ type: 'price.change', value: '100' });
    // 1000 USDT at 100 with a 0.1 % fee: 9.99000999 BTC, cut (not rounded) to 6 places.
    expect(amountForShare(actor.getSnapshot(), '1')).toBe('9.990009');
    actor.send({ type: 'side.choose', side: 'sell' });
    expect(amountForShare(actor.getSnapshot(), '0.5')).toBe('0.5');
  });
});
