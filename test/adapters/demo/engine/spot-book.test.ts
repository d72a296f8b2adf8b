import { describe, expect, it } from 'vitest';
import { add, cmp, mul, sub, truncate } from '../../../../src/domain/precision';
import { walkBook } from '../../../../src/domain/spot/book-walk';
import { buyReserve, spotFee } from '../../../../src/domain/spot/spot-rules';
import { pairReads, type ExchangeEngine } from '../../../../src/adapters/demo/engine';
import { expectRefusal, signUp, startEngine } from '../../../support/fixtures/engine';

const BTC = { base: 'BTC', quote: 'USDT' };
const balance = (engine: ExchangeEngine, token: string, currency: string) =>
  engine.spotBalances(token).find((entry) => entry.currency === currency) ?? { available: '0', frozen: '0' };

describe('engine spot', () => {
  it('gives a new user spot USDT to trade with', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'sam@example.com');
    expect(balance(engine, token, 'USDT')).toEqual({ currency: 'USDT', available: '10000', frozen: '0' });
  });

  it('rests a limit buy under the market, fills it when the path crosses, and moves exactly price x amount + fee', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'sam@example.com');
    const market = engine.market.price(BTC, clock.now());
    const price = truncate(mul(market, '0.999'), 2);
    const order = engine.placeSpotOrder(token, {
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price,
      amount: '0.001',
    });
    expect(order.status).toBe(0);
    const cost = mul(price, '0.001');
    const reserve = add(cost, spotFee(cost));
    expect(balance(engine, token, 'USDT')).toMatchObject({
      available: sub('10000', reserve),
      frozen: reserve,
    });
    // Find the first 15 s knot at which the feed reaches the price, independently of the engine.
    let t = clock.now();
    do t = (Math.floor(t / 15_000) + 1) * 15_000;
    while (cmp(engine.market.price(BTC, t), price) > 0 && t < clock.now() + 86_400_000);
    clock.set(t - 1);
    expect(engine.spotOpenOrders(token, { pageNo: 1, pageSize: 10 }).sum).toBe(1);
    clock.set(t);
    expect(engine.spotOpenOrders(token, { pageNo: 1, pageSize: 10 }).sum).toBe(0);
    const [filled] = engine.spotOrderHistory(token, { pageNo: 1, pageSize: 10 }).list;
    expect(filled).toMatchObject({
      status: 2,
      filledAmount: '0.001',
      averagePrice: price,
      fee: spotFee(cost),
    });
    expect(balance(engine, token, 'USDT')).toMatchObject({ available: sub('10000', reserve), frozen: '0' });
    expect(balance(engine, token, 'BTC')).toMatchObject({ available: '0.001', frozen: '0' });
    expect(engine.spotTrades(token, { pageNo: 1, pageSize: 10 }).list[0]).toMatchObject({
      price,
      amount: '0.001',
      maker: true,
      createdAt: t,
    });
  });

  it('fills a resting order only as far as the book reaches at the crossing, keeping the rest frozen', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'sam@example.com');
    // DOGE: a buy of 30,000 under the market is more than the book holds at its price.
    const DOGE = { base: 'DOGE', quote: 'USDT' };
    const price = truncate(mul(engine.market.price(DOGE, clock.now()), '0.999'), 6);
    const order = engine.placeSpotOrder(token, {
      baseCoin: 'DOGE',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price,
      amount: '30000',
    });
    let t = clock.now();
    do t = (Math.floor(t / 15_000) + 1) * 15_000;
    while (cmp(engine.market.price(DOGE, t), price) > 0 && t < clock.now() + 86_400_000);
    // What the engine may take at the crossing: the book at or through the price, at least its best level.
    const asks = pairReads(engine.market).depth(DOGE, t).asks;
    const through = walkBook('buy', asks, '30000', price).amount;
    const reach = cmp(through, '0') > 0 ? through : (asks[0]?.amount ?? '0');
    clock.set(t);
    const [open] = engine.spotOpenOrders(token, { pageNo: 1, pageSize: 10 }).list;
    expect(cmp(reach, '30000'), 'the book is short of the order at the crossing').toBeLessThan(0);
    expect(open).toMatchObject({ id: order.id, status: 1, filledAmount: reach });
    // The fill paid price x amount + fee out of the reserve; the rest of the reserve stays frozen.
    const reserve = buyReserve(price, '30000');
    const paid = buyReserve(price, reach);
    expect(cmp(balance(engine, token, 'USDT').frozen, sub(reserve, paid))).toBe(0);
    expect(cmp(balance(engine, token, 'USDT').available, sub('10000', reserve))).toBe(0);
    expect(balance(engine, token, 'DOGE')).toMatchObject({ available: reach, frozen: '0' });
    // A cancel gives the rest back.
    engine.cancelSpotOrder(token, order.id);
    expect(balance(engine, token, 'USDT').frozen).toBe('0');
    expect(cmp(balance(engine, token, 'USDT').available, sub('10000', paid))).toBe(0);
  });

  it('fills a market sell across the book at the average the book predicts', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'sam@example.com');
    engine.placeSpotOrder(token, {
      baseCoin: 'DOGE',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'market',
      amount: '20000',
    });
    const doge = balance(engine, token, 'DOGE').available;
    expect(doge).toBe('20000');
    const usdt = balance(engine, token, 'USDT').available;
    const predicted = walkBook(
      'sell',
      pairReads(engine.market).depth({ base: 'DOGE', quote: 'USDT' }, clock.now()).bids,
      doge,
    );
    const sold = engine.placeSpotOrder(token, {
      baseCoin: 'DOGE',
      quoteCoin: 'USDT',
      side: 'sell',
      type: 'market',
      amount: doge,
    });
    expect(sold).toMatchObject({
      status: 2,
      averagePrice: predicted.averagePrice,
      filledTotal: predicted.total,
    });
    // Each fill (one per level taken) is a trade with its own fee.
    const fees = predicted.fills.reduce(
      (sum, level) => add(sum, spotFee(mul(level.price, level.amount))),
      '0',
    );
    expect(predicted.fills.length).toBeGreaterThan(1);
    expect(balance(engine, token, 'USDT').available).toBe(add(usdt, sub(predicted.total, fees)));
  });

  it('returns the frozen funds on cancel, and refuses what the balance cannot pay', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'sam@example.com');
    const price = truncate(mul(engine.market.price(BTC, clock.now()), '0.5'), 2);
    const order = engine.placeSpotOrder(token, {
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price,
      amount: '0.01',
    });
    expect(balance(engine, token, 'USDT').frozen).not.toBe('0');
    expect(engine.cancelSpotOrder(token, order.id).status).toBe(3);
    expect(balance(engine, token, 'USDT')).toMatchObject({ available: '10000', frozen: '0' });
    expectRefusal(() => engine.cancelSpotOrder(token, order.id), 'The order is already closed');
    expectRefusal(
      () =>
        engine.placeSpotOrder(token, {
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          side: 'buy',
          type: 'limit',
          price,
          amount: '100',
        }),
      'Insufficient available balance',
    );
    expectRefusal(
      () =>
        engine.placeSpotOrder(token, {
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          side: 'sell',
          type: 'market',
          amount: '1',
        }),
      'Insufficient available balance',
    );
  });
});
