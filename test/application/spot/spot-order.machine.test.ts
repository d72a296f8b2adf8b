import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { RECHECK_MS, SERVER_DEADLINE_MS } from '../../../src/application/shared/outcome-unknown';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals, selectToConfirm } from '../../../src/application/shared/form.selectors';
import { spotOrderForm, type SpotOrderTerms } from '../../../src/application/spot/spot-order.machine';
import {
  amountForShare,
  selectAmount,
  selectSpendsTotal,
  selectTotal,
  shareEdit,
  selectFailure,
  selectMarketPreview,
  selectOutcomeUnknown,
  selectPrice,
} from '../../../src/application/spot/spot-order.selectors';
import type { SpotOrder, SpotOrderRequest } from '../../../src/domain/spot/spot';
import { lost } from '../../support/fixtures/gateway-failures';

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

const TERMS: SpotOrderTerms = {
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  availableQuote: '1000',
  availableBase: '1',
  book: {
    asks: [
      { price: '100', amount: '1' },
      { price: '102', amount: '2' },
    ],
    bids: [{ price: '99', amount: '5' }],
    at: 900,
  },
  feedStale: false,
};

function start(terms: SpotOrderTerms = TERMS, store = createDraftStore()) {
  const sent: SpotOrderRequest[] = [];
  const machine = provideForm(spotOrderForm, {
    send: async (request) => {
      sent.push(request);
      return placed(request);
    },
  });
  const actor = createActor(machine, { input: { terms, ...keptDraft(store, 'spot-order:btcusdt') } }).start();
  return { actor, sent, store };
}

describe('the spot order form (its rules only; the form machine is tested on its own)', () => {
  it('refuses with the domain rule on the field it concerns, before sending anything', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { price: '100', amount: '20' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Insufficient available balance', fields: ['amount'] },
    ]);
    actor.send({ type: 'submit', patch: { price: '', amount: '1' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'Enter the price', fields: ['price'] }]);
    expect(sent).toEqual([]);
  });

  it('refuses before the first order book, once the price and amount are typed', () => {
    const { actor, sent } = start({ ...TERMS, book: null });
    actor.send({ type: 'submit', patch: { price: '', amount: '1' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'Enter the price', fields: ['price'] }]);
    actor.send({ type: 'submit', patch: { price: '100', amount: '1' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'noBook', fields: [] }]);
    expect(sent).toEqual([]);
  });

  it('refuses while the book is stale', () => {
    const { actor, sent } = start({ ...TERMS, feedStale: true });
    actor.send({ type: 'submit', patch: { price: '100', amount: '1' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'stale', fields: [] }]);
    expect(sent).toEqual([]);
  });

  it("cuts a typed price and amount to the pair's places, in plain digits", () => {
    const { actor } = start();
    actor.send({ type: 'edit', patch: { price: '１００.129', amount: '0.1234567891' } });
    expect([selectPrice(actor.getSnapshot()), selectAmount(actor.getSnapshot())]).toEqual([
      '100.12',
      '0.123456',
    ]);
  });

  it('asks before a limit more than 10 % through the market, showing exactly what is sent', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { price: '111', amount: '1' } });
    expect(selectToConfirm(actor.getSnapshot())).toEqual({
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price: '111',
      amount: '1',
    });
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    expect(sent).toHaveLength(1);
  });

  it('sends a market order with the time of the book it was priced on, and clears only the amount after', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { type: 'market', amount: '1.5' } });
    await Promise.resolve();
    expect(sent).toEqual([
      { baseCoin: 'BTC', quoteCoin: 'USDT', side: 'buy', type: 'market', amount: '1.5', bookTime: 900 },
    ]);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      side: 'buy',
      type: 'market',
      price: '',
      amount: '',
    });
  });

  it("tells an unknown outcome on its own, then, once the server's deadline has passed, that it is still unknown", async () => {
    const clock = new SimulatedClock();
    const machine = provideForm(spotOrderForm, {
      send: () => Promise.reject(lost('timeout')),
      reconcile: async () => null,
    });
    const actor = createActor(machine, { input: { terms: TERMS, now: () => clock.now() }, clock }).start();
    actor.send({ type: 'submit', patch: { type: 'market', amount: '1' } });
    const settle = async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    };
    await settle();
    expect(selectOutcomeUnknown(actor.getSnapshot())).toBe(true);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    for (let at = 0; at <= SERVER_DEADLINE_MS; at += RECHECK_MS) {
      clock.increment(RECHECK_MS);
      await settle();
    }
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'outcome-still-unknown' });
  });

  it('keeps what was typed for the pair for the next visit of the screen', () => {
    const first = start();
    first.actor.send({ type: 'edit', patch: { side: 'sell', price: '101', amount: '0.5' } });
    first.actor.stop();
    const again = start(TERMS, first.store);
    expect(again.actor.getSnapshot().context.draft).toEqual({
      side: 'sell',
      type: 'limit',
      price: '101',
      amount: '0.5',
      sizing: 'amount',
      total: '',
    });
  });

  it('previews a market buy from the book shown: average, slippage and fee', () => {
    const { actor } = start();
    actor.send({ type: 'edit', patch: { type: 'market', amount: '3' } });
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
    actor.send({ type: 'edit', patch: { price: '100' } });
    // 1000 USDT at 100 with a 0.1 % fee: 9.99000999 BTC, cut (not rounded) to 6 places.
    expect(amountForShare(actor.getSnapshot(), '1')).toBe('9.990009');
    actor.send({ type: 'edit', patch: { side: 'sell' } });
    expect(amountForShare(actor.getSnapshot(), '0.5')).toBe('0.5');
  });

  describe('a market buy sized by its total in the quote coin', () => {
    const byTotal = { type: 'market', sizing: 'total' } as const;

    it('sends the total, the amount the book shown gives for it and the book time, then clears the total', async () => {
      const { actor, sent } = start();
      // 150 USDT: 1 BTC at 100, then 50 USDT at 102 buys 0.490196 (cut, not rounded).
      actor.send({ type: 'submit', patch: { ...byTotal, total: '150' } });
      await Promise.resolve();
      expect(sent).toEqual([
        {
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          side: 'buy',
          type: 'market',
          amount: '1.490196',
          total: '150',
          bookTime: 900,
        },
      ]);
      expect(actor.getSnapshot().context.draft).toMatchObject({ sizing: 'total', total: '', amount: '' });
    });

    it('previews the amount, average and fee the total gets, and shows the total as typed', () => {
      const { actor } = start();
      actor.send({ type: 'edit', patch: { ...byTotal, total: '150.129' } });
      expect(selectTotal(actor.getSnapshot())).toBe('150.12');
      // 1 BTC at 100, then 50.12 USDT at 102 buys 0.491372 (cut).
      expect(selectMarketPreview(actor.getSnapshot())).toMatchObject({
        amount: '1.491372',
        total: '150.119944',
        averagePrice: '100.65895296',
        complete: true,
      });
    });

    it('refuses an empty total, one under the minimum, and one the quote balance cannot pay with its fee, on the total', () => {
      const { actor, sent } = start();
      actor.send({ type: 'submit', patch: { ...byTotal, total: '' } });
      expect(selectRefusals(actor.getSnapshot())).toEqual([
        { problem: 'Enter the total', fields: ['total'] },
      ]);
      actor.send({ type: 'submit', patch: { total: '4.99' } });
      expect(selectRefusals(actor.getSnapshot())).toEqual([
        { problem: 'The order total is below the minimum', fields: ['total'] },
      ]);
      // 1000 USDT pays 999.00 and its 0.999 fee, not 1000 and its 1.
      actor.send({ type: 'submit', patch: { total: '1000' } });
      expect(selectRefusals(actor.getSnapshot())).toEqual([
        { problem: 'Insufficient available balance', fields: ['total'] },
      ]);
      expect(sent).toEqual([]);
    });

    it('applies only to a market buy: a sell or a limit order is sized by its amount', () => {
      const { actor } = start();
      actor.send({ type: 'edit', patch: { ...byTotal } });
      expect(selectSpendsTotal(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'edit', patch: { side: 'sell' } });
      expect(selectSpendsTotal(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'edit', patch: { side: 'buy', type: 'limit' } });
      expect(selectSpendsTotal(actor.getSnapshot())).toBe(false);
    });

    it('fills the total from the % chips with room for the fee, and the amount otherwise', () => {
      const { actor } = start();
      actor.send({ type: 'edit', patch: { ...byTotal } });
      // 1000 USDT / 1.001 = 999.000999..., cut to the 2 places of a USDT total.
      expect(shareEdit(actor.getSnapshot(), '1')).toEqual({ total: '999' });
      expect(shareEdit(actor.getSnapshot(), '0.25')).toEqual({ total: '249.75' });
      actor.send({ type: 'edit', patch: { sizing: 'amount', price: '100' } });
      expect(shareEdit(actor.getSnapshot(), '1')).toEqual({ amount: '9.990009' });
    });

    it('refuses a total the book shown cannot turn into one unit of amount', () => {
      // One unit of amount (0.000001 BTC) costs 10 USDT here: 5 USDT buys nothing.
      const dear = { ...TERMS, book: { asks: [{ price: '10000000', amount: '1' }], bids: [], at: 900 } };
      const { actor, sent } = start(dear);
      actor.send({ type: 'submit', patch: { ...byTotal, total: '5' } });
      expect(selectRefusals(actor.getSnapshot())).toEqual([
        { problem: 'No liquidity for this order', fields: ['total'] },
      ]);
      expect(sent).toEqual([]);
    });
  });
});
