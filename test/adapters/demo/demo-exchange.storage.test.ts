import { describe, expect, it } from 'vitest';
import { createDemoExchange, DEMO_STATE_KEY } from '../../../src/adapters/demo/demo-exchange';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { contractPart } from '../../../src/adapters/demo/engine/parts/contract/contract.part';
import { signUp } from '../../support/fixtures/engine';
import { createFakeClock, type FakeClock } from '../../support/fixtures/fake-clock';
import { TEST_PASSWORD_ITERATIONS } from '../../support/fixtures/test-iterations';

/** One tab of the demo: its own exchange over the browser storage all tabs share. */
function openTab(
  storage: Storage,
  clock: FakeClock,
  kept?: Parameters<typeof createDemoExchange>[0]['kept'],
) {
  let token = '';
  const exchange = createDemoExchange({
    store: createBrowserTextStore(storage),
    clock,
    tokens: { token: () => token },
    sessionExpiry: { sessionExpired: () => undefined },
    kept,
    settings: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });
  return {
    exchange,
    signUp: async (email: string) => {
      token = (await exchange.call((engine) => signUp(engine, email))).token;
    },
    saved: () => JSON.parse(storage.getItem(DEMO_STATE_KEY) ?? '{}') as { users: { email: string }[] },
  };
}

describe('the demo exchange in browser storage', () => {
  it('two tabs opened together keep what each other did', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock();
    const first = openTab(storage, clock);
    const second = openTab(storage, clock);
    await first.signUp('first@example.com');
    // The second tab started before the first saved; it must not write the first user away.
    await second.signUp('second@example.com');
    await first.exchange.part(contractPart).call((engine) => engine.demoAssetsConfig());
    const emails = (state: { users: { email: string }[] }) => state.users.map((user) => user.email);
    expect(emails(first.saved())).toEqual(['first@example.com', 'second@example.com']);
    expect(emails(first.exchange.engine().state())).toEqual(['first@example.com', 'second@example.com']);
  });

  it('keeps the saved history within its bound: the newest settled orders and records, every open one', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock();
    const kept = { settledOrders: 5, records: 8, closedSpotOrders: 5, spotTrades: 5 };
    const tab = openTab(storage, clock, kept);
    await tab.signUp('busy@example.com');
    const open = (amount: string) =>
      tab.exchange.part(contractPart).call((engine, token) => {
        engine.createOrder(token, 'demo', {
          openAmount: amount,
          baseCoin: 'BTC',
          quoteCoin: 'USDT',
          positionTime: 30,
          tradeType: TradeType.up,
        });
      });
    for (let i = 0; i < 12; i += 1) {
      await open(`${10 + i}`);
      clock.advance(60_000);
    }
    await open('99');
    const saved = JSON.parse(storage.getItem(DEMO_STATE_KEY) ?? '{}') as {
      orders: { entryStatus: number; openAmount: string }[];
      records: unknown[];
    };
    const settled = saved.orders.filter((order) => order.entryStatus !== EntryStatus.holding);
    const holding = saved.orders.filter((order) => order.entryStatus === EntryStatus.holding);
    expect(settled.map((order) => order.openAmount)).toEqual(['17', '18', '19', '20', '21']);
    expect(holding.map((order) => order.openAmount)).toEqual(['99']);
    expect(saved.records.length).toBeLessThanOrEqual(8 * 3);
    // The tab itself still knows everything it did; only the saved copy is bounded.
    expect(tab.exchange.engine().state().orders).toHaveLength(13);
  });

  it('stays within a fixed size however long the demo runs', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock();
    const tab = openTab(storage, clock, {
      settledOrders: 20,
      records: 30,
      closedSpotOrders: 20,
      spotTrades: 20,
    });
    await tab.signUp('long@example.com');
    const sizes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 60; i += 1) {
        await tab.exchange.part(contractPart).call((engine, token) =>
          engine.createOrder(token, 'demo', {
            openAmount: '10',
            baseCoin: 'BTC',
            quoteCoin: 'USDT',
            positionTime: 30,
            tradeType: TradeType.down,
          }),
        );
        clock.advance(40_000);
      }
      sizes.push(storage.getItem(DEMO_STATE_KEY)?.length ?? 0);
    }
    // 180 orders later the saved text has stopped growing: the bound holds.
    expect(sizes[2]).toBeLessThanOrEqual((sizes[1] ?? 0) * 1.02);
    expect(tab.exchange.engine().state().orders).toHaveLength(180);
  });
});
