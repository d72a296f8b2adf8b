import Big from 'big.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outcomeOf } from '../../src/adapters/demo/engine';
import { EntryStatus, TradeType } from '../../src/domain/contract/contract';
import type { ContractGateway } from '../../src/domain/contract/contract.port';
import { isGatewayError } from '../../src/domain/shared/gateway-error';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal, present } from './support/decimal';

const BOOKS = [
  ['real account', 'contract'],
  ['demo account', 'demoContract'],
] as const;

async function messageOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  return isGatewayError(error) ? error.message : `no refusal: ${String(error)}`;
}

const usdt = async (gateway: ContractGateway) =>
  (await gateway.assets()).list.find((row) => row.currencyName === 'USDT')?.availableCurrency ?? '0';

describe.each(BACKENDS)('seconds-contract gateways (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'trader@example.com');
    // The real account starts empty: fund it from spot, as the transfer form does.
    await backend.gateways.transfer.transfer({ amount: '1000', currency: 'USDT', type: 1 });
  });
  afterEach(() => backend.close());

  describe.each(BOOKS)('%s', (_label, book) => {
    const gateway = () => backend.gateways[book];

    it('offers durations, the first being the default, and a numeric fee rate', async () => {
      const config = await gateway().durationConfig();
      expect(config.length).toBeGreaterThan(0);
      const first = present(config[0], 'first duration');
      expect(first.second).toBeGreaterThan(0);
      expect(Number(first.incomeRate)).toBeGreaterThan(0);
      expect(Number.isFinite(Number(await gateway().feeRate()))).toBe(true);
    });

    it('refuses an amount below the minimum of the duration with the SPEC message', async () => {
      const first = present((await gateway().durationConfig())[0], 'first duration');
      const below = new Big(first.openAmountMin).minus('0.00001').toString();
      const message = await messageOf(
        gateway().createOrder({
          openAmount: below,
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          positionTime: first.second,
          tradeType: TradeType.up,
        }),
      );
      expect(message).toBe('The number of inputs is less than the minimum limit');
    });

    it('refuses more than the available balance', async () => {
      const first = present((await gateway().durationConfig())[0], 'first duration');
      const message = await messageOf(
        gateway().createOrder({
          openAmount: '100000000',
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          positionTime: first.second,
          tradeType: TradeType.down,
        }),
      );
      expect(message).toBe('Insufficient available balance');
    });

    it('holds a position at the feed price, then settles it on the feed alone, paying exactly the outcome', async () => {
      const fee = await gateway().feeRate();
      const first = present((await gateway().durationConfig())[0], 'first duration');
      const before = await usdt(gateway());
      const stake = new Big(first.openAmountMin).times(2).toString();
      const openedAt = backend.clock.now();
      await gateway().createOrder({
        openAmount: stake,
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        positionTime: first.second,
        tradeType: TradeType.up,
      });

      const holding = await gateway().orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding });
      expect(holding.sum).toBe(1);
      const order = present(holding.list[0], 'holding order');
      const entryPrice = backend.engine.market.price({ base: 'BTC', quote: 'USDT' }, openedAt);
      // A SPEC-exact server sends no prices (SPEC section 3); the others send the feed's.
      if (backend.shapes === 'full') expectSameDecimal(present(order.entryPrice, 'entry price'), entryPrice);
      else expect(order.entryPrice).toBeNull();
      const charged = new Big(stake).plus(new Big(stake).times(fee));
      expectSameDecimal(await usdt(gateway()), new Big(before).minus(charged).toString());

      backend.clock.advance(first.second * 1_000);
      const settlement = backend.engine.market.price(
        { base: 'BTC', quote: 'USDT' },
        openedAt + first.second * 1_000,
      );
      const outcome = outcomeOf(
        { tradeType: TradeType.up, openAmount: stake, incomeRate: first.incomeRate, entryPrice },
        settlement,
      );
      const listed = await gateway().orders({ pageNo: 1, pageSize: 10, entryStatus: outcome.entryStatus });
      const settled = present(listed.list[0], 'settled order');
      expect(settled.entryStatus).toBe(outcome.entryStatus);
      if (backend.shapes === 'full')
        expectSameDecimal(present(settled.settlementPrice, 'settlement price'), settlement);
      expectSameDecimal(
        await usdt(gateway()),
        new Big(before).minus(charged).plus(outcome.payout).toString(),
      );
    });

    it('pages the order records ten at a time with the total in sum', async () => {
      const first = present((await gateway().durationConfig())[0], 'first duration');
      for (let i = 0; i < 12; i += 1) {
        await gateway().createOrder({
          openAmount: first.openAmountMin,
          baseCoin: 'ETH',
          quoteCoin: 'USDT',
          positionTime: first.second,
          tradeType: i % 2 === 0 ? TradeType.up : TradeType.down,
        });
      }
      const holding = { pageSize: 10, entryStatus: EntryStatus.holding };
      const page1 = await gateway().orders({ pageNo: 1, ...holding });
      const page2 = await gateway().orders({ pageNo: 2, ...holding });
      expect([page1.list.length, page2.list.length, page1.sum]).toEqual([10, 2, 12]);
      const records = await gateway().assetRecords({ pageNo: 1, pageSize: 10, currency: 'USDT' });
      expect(records.sum).toBeGreaterThanOrEqual(12);
    });

    it('answers a query without entryStatus with the SPEC default: completed orders only', async () => {
      const first = present((await gateway().durationConfig())[0], 'first duration');
      for (const tradeType of [TradeType.up, TradeType.down]) {
        await gateway().createOrder({
          openAmount: first.openAmountMin,
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          positionTime: first.second,
          tradeType,
        });
      }
      backend.clock.advance(first.second * 1_000);
      const query = { pageNo: 1, pageSize: 10 };
      const completed = await gateway().orders({ ...query, entryStatus: EntryStatus.completed });
      const liquidated = await gateway().orders({ ...query, entryStatus: EntryStatus.liquidated });
      // Up and down on one price: both won on an unchanged price, else exactly one lost.
      expect(completed.sum + liquidated.sum).toBe(2);
      const unnamed = await gateway().orders(query);
      expect(unnamed.sum).toBe(completed.sum);
      expect(unnamed.list.map((order) => order.entryStatus)).toEqual(
        completed.list.map(() => EntryStatus.completed),
      );
    });
  });

  it('opens and settles an order paid in USDC on the USDC pair, not on BTC/USDT', async () => {
    await backend.gateways.transfer.transfer({ amount: '100', currency: 'USDC', type: 1 });
    const gateway = backend.gateways.contract;
    const first = present((await gateway.durationConfig())[0], 'first duration');
    const openedAt = backend.clock.now();
    const request = {
      baseCoin: 'BTC',
      quoteCoin: 'USDC',
      positionTime: first.second,
      tradeType: TradeType.up,
    };
    await gateway.createOrder({ ...request, openAmount: first.openAmountMin });
    const usdcPrice = (at: number) => backend.engine.market.price({ base: 'BTC', quote: 'USDC' }, at);
    // The simulated market quotes the twins apart, so a mix-up could not pass unseen.
    expect(usdcPrice(openedAt)).not.toBe(
      backend.engine.market.price({ base: 'BTC', quote: 'USDT' }, openedAt),
    );
    const holding = present(
      (await gateway.orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding })).list[0],
      'holding order',
    );
    expect([holding.baseCoin, holding.quoteCoin]).toEqual(['BTC', 'USDC']);
    if (backend.shapes === 'full')
      expectSameDecimal(present(holding.entryPrice, 'entry price'), usdcPrice(openedAt));

    backend.clock.advance(first.second * 1_000);
    const settlesAt = openedAt + first.second * 1_000;
    const outcome = outcomeOf(
      {
        ...request,
        openAmount: first.openAmountMin,
        incomeRate: first.incomeRate,
        entryPrice: usdcPrice(openedAt),
      },
      usdcPrice(settlesAt),
    );
    const listed = await gateway.orders({ pageNo: 1, pageSize: 10, entryStatus: outcome.entryStatus });
    const settled = present(listed.list[0], 'settled order');
    expect(settled.quoteCoin).toBe('USDC');
    if (backend.shapes === 'full')
      expectSameDecimal(present(settled.settlementPrice, 'settlement price'), usdcPrice(settlesAt));
  });

  it('moves a transfer from spot into the real account and records it', async () => {
    const before = await usdt(backend.gateways.contract);
    await backend.gateways.transfer.transfer({ amount: '12.5', currency: 'USDT', type: 1 });
    expectSameDecimal(await usdt(backend.gateways.contract), new Big(before).plus('12.5').toString());
    const records = await backend.gateways.contract.assetRecords({ pageNo: 1, pageSize: 10 });
    expect(records.list.some((record) => new Big(record.amount).eq('12.5'))).toBe(true);
  });

  it('refuses a transfer larger than the spot balance', async () => {
    const message = await messageOf(
      backend.gateways.transfer.transfer({ amount: '99999999', currency: 'USDT', type: 1 }),
    );
    expect(message).toBe('Insufficient available balance');
  });

  it('funds the demo account with its first configured amount and adds more on request', async () => {
    const amounts = await backend.gateways.demoFunds.assetsConfig();
    const first = present(amounts[0], 'first demo amount');
    expectSameDecimal(await usdt(backend.gateways.demoContract), first);
    await backend.gateways.demoFunds.addAmount(first);
    expectSameDecimal(await usdt(backend.gateways.demoContract), new Big(first).times(2).toString());
  });
});

describe.each(BACKENDS)('seconds-contract gateways without a session (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it("answers a visitor the real account's durations, the signed-in user's list, and refuses the balances", async () => {
    const durations = await backend.gateways.contract.durationConfig();
    expect(durations.length).toBeGreaterThan(0);
    expect(present(durations[0], 'first duration').openAmountMin).toMatch(/^\d/);
    const error = await backend.gateways.contract.assets().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGatewayError(error)).toBe(true);
    await signUp(backend, 'visitor@example.com');
    expect(await backend.gateways.contract.durationConfig()).toEqual(durations);
  });
});
