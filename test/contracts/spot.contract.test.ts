import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { add, mul, sub, truncate } from '../../src/domain/precision';
import { feeOfFills, walkBook } from '../../src/domain/spot/book-walk';
import { walkBookForTotal } from '../../src/domain/spot/quote-sizing';
import { amountPlaces, buyReserve, spotFee } from '../../src/domain/spot/spot-rules';
import { isGatewayError } from '../../src/domain/shared/gateway-error';
import type { SpotAccountGateway } from '../../src/domain/wallet/spot-account.port';
import { pairReads } from '../../src/adapters/demo/engine';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';

async function messageOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  return isGatewayError(error) ? error.message : `no refusal: ${String(error)}`;
}

const BTC = { base: 'BTC', quote: 'USDT' };
const page = { pageNo: 1, pageSize: 10 };

/** What the spot account holds of a coin, read through the one spot-account port. */
async function holding(account: SpotAccountGateway, currency: string) {
  const row = (await account.balances()).find((entry) => entry.currencyName === currency);
  return { available: row?.availableCurrency ?? '0', frozen: row?.frozenCurrency ?? '0' };
}

describe.each(BACKENDS)('spot gateway (%s)', (_name, create) => {
  let backend: ContractBackend;
  const spot = () => backend.gateways.spot;
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'spot@example.com');
  });
  afterEach(() => backend.close());

  it('starts a new user with spot USDT', async () => {
    expectSameDecimal((await holding(backend.gateways.spotAccount, 'USDT')).available, '10000');
  });

  it('rests a limit buy with price x amount + fee frozen, fills it when the market crosses, and moves exactly that', async () => {
    const price = truncate(mul(backend.engine.market.price(BTC, backend.clock.now()), '0.999'), 2);
    const order = await spot().placeOrder({
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price,
      amount: '0.001',
    });
    expect(order).toMatchObject({ status: 0, side: 'buy', type: 'limit', amount: '0.001' });
    const reserve = buyReserve(price, '0.001');
    const frozen = await holding(backend.gateways.spotAccount, 'USDT');
    expectSameDecimal(frozen.frozen, reserve);
    expectSameDecimal(frozen.available, sub('10000', reserve));
    expect((await spot().openOrders(page)).sum).toBe(1);
    let t = backend.clock.now();
    do t = (Math.floor(t / 15_000) + 1) * 15_000;
    while (Number(backend.engine.market.price(BTC, t)) > Number(price));
    backend.clock.set(t);
    expect((await spot().openOrders(page)).sum).toBe(0);
    const [filled] = (await spot().orderHistory(page)).list;
    expect(filled).toMatchObject({ id: order.id, status: 2 });
    const [trade] = (await spot().trades(page)).list;
    expect(trade).toMatchObject({ orderId: order.id, side: 'buy' });
    expectSameDecimal(trade?.fee ?? '', spotFee(mul(price, '0.001')));
    const after = await holding(backend.gateways.spotAccount, 'USDT');
    expectSameDecimal(after.available, sub('10000', reserve));
    expectSameDecimal(after.frozen, '0');
    expectSameDecimal((await holding(backend.gateways.spotAccount, 'BTC')).available, '0.001');
  });

  it('fills a market sell across the book at the average the book predicts', async () => {
    const doge = { baseCoin: 'DOGE', quoteCoin: 'USDT' };
    await spot().placeOrder({ ...doge, side: 'buy', type: 'market', amount: '20000' });
    const before = await holding(backend.gateways.spotAccount, 'USDT');
    const book = pairReads(backend.engine.market).depth({ base: 'DOGE', quote: 'USDT' }, backend.clock.now());
    const predicted = walkBook('sell', book.bids, '20000');
    const sold = await spot().placeOrder({ ...doge, side: 'sell', type: 'market', amount: '20000' });
    expect(sold.status).toBe(2);
    expectSameDecimal(sold.averagePrice ?? '', predicted.averagePrice ?? 'none');
    const after = await holding(backend.gateways.spotAccount, 'USDT');
    expectSameDecimal(
      after.available,
      add(before.available, sub(predicted.total, feeOfFills(predicted.fills))),
    );
  });

  it('fills a market buy sized by its total by spending that total on the asks, the fee on top', async () => {
    const doge = { baseCoin: 'DOGE', quoteCoin: 'USDT' };
    const asks = pairReads(backend.engine.market).depth(
      { base: 'DOGE', quote: 'USDT' },
      backend.clock.now(),
    ).asks;
    const predicted = walkBookForTotal(asks, '100', amountPlaces('DOGE', 'USDT'));
    const order = await spot().placeOrder({
      ...doge,
      side: 'buy',
      type: 'market',
      amount: predicted.amount,
      total: '100',
    });
    expect(order.status).toBe(2);
    expectSameDecimal(order.filledAmount, predicted.amount);
    expectSameDecimal(order.averagePrice ?? '', predicted.averagePrice ?? 'none');
    const paid = add(predicted.total, feeOfFills(predicted.fills));
    expectSameDecimal((await holding(backend.gateways.spotAccount, 'USDT')).available, sub('10000', paid));
    expectSameDecimal((await holding(backend.gateways.spotAccount, 'DOGE')).available, predicted.amount);
  });

  it('fills a market order on the book its trader saw while that book is recent, else on the book of now', async () => {
    const doge = { baseCoin: 'DOGE', quoteCoin: 'USDT' };
    const pair = { base: 'DOGE', quote: 'USDT' };
    await spot().placeOrder({ ...doge, side: 'buy', type: 'market', amount: '20000' });
    const now = backend.clock.now();
    const seen = now - 4_000;
    const onSeen = walkBook('sell', pairReads(backend.engine.market).depth(pair, seen).bids, '5000');
    const quoted = await spot().placeOrder({
      ...doge,
      side: 'sell',
      type: 'market',
      amount: '5000',
      bookTime: seen,
    });
    expectSameDecimal(quoted.averagePrice ?? '', onSeen.averagePrice ?? 'none');
    const stale = now - 60_000;
    const onNow = walkBook('sell', pairReads(backend.engine.market).depth(pair, now).bids, '5000');
    // The two books differ, so each average says which book the fill took.
    expect(onSeen.averagePrice).not.toBe(onNow.averagePrice);
    const late = await spot().placeOrder({
      ...doge,
      side: 'sell',
      type: 'market',
      amount: '5000',
      bookTime: stale,
    });
    expectSameDecimal(late.averagePrice ?? '', onNow.averagePrice ?? 'none');
  });

  it('returns the frozen funds on cancel and cancel all', async () => {
    const price = truncate(mul(backend.engine.market.price(BTC, backend.clock.now()), '0.5'), 2);
    const request = {
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price,
      amount: '0.01',
    } as const;
    const first = await spot().placeOrder(request);
    await spot().placeOrder(request);
    const cancelled = await spot().cancelOrder(first.id);
    expect(cancelled.status).toBe(3);
    expect(await spot().cancelAll({ baseCoin: 'BTC', quoteCoin: 'USDT' })).toBe(1);
    const after = await holding(backend.gateways.spotAccount, 'USDT');
    expectSameDecimal(after.available, '10000');
    expectSameDecimal(after.frozen, '0');
    expect((await spot().orderHistory(page)).sum).toBe(2);
  });

  it('refuses what the balance cannot pay, in the app words', async () => {
    const price = backend.engine.market.price(BTC, backend.clock.now());
    expect(
      await messageOf(
        spot().placeOrder({
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          side: 'buy',
          type: 'limit',
          price,
          amount: '100',
        }),
      ),
    ).toBe('Insufficient available balance');
    expect(
      await messageOf(
        spot().placeOrder({ baseCoin: 'BTC', quoteCoin: 'USDT', side: 'sell', type: 'market', amount: '1' }),
      ),
    ).toBe('Insufficient available balance');
    expect(
      await messageOf(
        spot().placeOrder({
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          side: 'buy',
          type: 'limit',
          price: '',
          amount: '1',
        }),
      ),
    ).toBe('Enter the price');
  });
});
