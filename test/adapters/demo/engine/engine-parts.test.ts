import { describe, expect, it, vi } from 'vitest';
import {
  ALL_ENGINE_PARTS,
  createCoreEngine,
  parseEngineState,
  withAllParts,
  type EnginePart,
  type EngineState,
} from '../../../../src/adapters/demo/engine';
import { KNOT_MS } from '../../../../src/adapters/demo/engine/market/market-path';
import { balancesPart } from '../../../../src/adapters/demo/engine/parts/balances/balances.part';
import { contractBookPart } from '../../../../src/adapters/demo/engine/parts/contract/contract-book.part';
import { contractPart } from '../../../../src/adapters/demo/engine/parts/contract/contract.part';
import { ledgerPart } from '../../../../src/adapters/demo/engine/parts/ledger/ledger.part';
import { emptyProductsState } from '../../../../src/adapters/demo/engine/parts/products/products-state';
import { spotPart } from '../../../../src/adapters/demo/engine/parts/spot/spot.part';
import { withdrawBookPart } from '../../../../src/adapters/demo/engine/parts/withdraw/withdraw-book.part';
import { EntryStatus } from '../../../../src/domain/contract/contract';
import { DepositStatus } from '../../../../src/domain/deposit/deposit';
import { WithdrawalStatus } from '../../../../src/domain/withdraw/withdrawal';
import { signUp, signUpFunded, testEngine } from '../../../support/fixtures/engine';
import { createFakeClock } from '../../../support/fixtures/fake-clock';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A trader with something due on every part's clock: a position, a resting buy, a deposit, a withdrawal. */
function busyExchange() {
  const clock = createFakeClock();
  const engine = testEngine({ clock, seed: 'parts-seed' });
  const { token } = signUpFunded(engine, 'parts@example.com', '500');
  engine.createOrder(token, 'contract', {
    openAmount: '20',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    positionTime: 60,
    tradeType: 1,
  });
  const pair = { base: 'BTC', quote: 'USDT' };
  const now = clock.now();
  // A buy below every ask of the next seconds, which a later knot of the path comes down to.
  const low = Math.min(...[0, 1, 2].map((s) => Number(engine.market.price(pair, now + s * 1_000))));
  const knots = Array.from({ length: 40 }, (_, i) => (Math.floor(now / KNOT_MS) + 2 + i) * KNOT_MS);
  const crossing = knots.map((t) => engine.market.price(pair, t)).find((price) => Number(price) < low);
  if (!crossing) throw new Error('the simulated market does not come down within ten minutes');
  engine.placeSpotOrder(token, {
    ...pair,
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    side: 'buy',
    type: 'limit',
    price: crossing,
    amount: '0.001',
  });
  engine.simulateDeposit(token, { coin: 'USDT', network: 'TRC20', amount: '40' });
  engine.setTransactionPassword(token, '135790', engine.sendEmailCode('parts@example.com', 'asset'));
  engine.withdraw(token, {
    coin: 'USDT',
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount: '20',
    fundPassword: '135790',
    code: engine.sendSignedInCode(token, 'withdraw', {
      coin: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount: '20',
    }),
  });
  return { clock, engine, token, saved: roundTrip(engine.state()) };
}

const legacy = async () =>
  (await import('../../../fixtures/demo-state/saved-before-parts.json')).default as unknown as {
    now: number;
    token: string;
    state: EngineState;
  };

describe('the engine core with parts', () => {
  it('keeps the fields of a part not registered as they were stored, and saves them back unchanged', async () => {
    const { now, token, state } = await legacy();
    const core = createCoreEngine({ clock: createFakeClock(now + 3_600_000), state: roundTrip(state) });
    expect(core.profile(token).email).toBe('legacy@example.com');
    const {
      format: _f,
      version: _v,
      seed: _s,
      counter: _c,
      users: _u,
      sessions: _x,
      emailCodes: _e,
      records: _r,
      grants: _g,
      ...parts
    } = state;
    const saved = roundTrip(core.stored());
    for (const [field, value] of Object.entries(parts)) expect(saved[field]).toEqual(value);
  });

  it('reads a state saved before the engine had parts, whole and part by part', async () => {
    const { now, token, state: saved } = await legacy();
    // Saved before the products existed: their slice reads as empty, and so does the memory of
    // request ids; before the identity check and the authenticator, its users have sent
    // nothing and bound none; before deleted addresses were kept, none were; before withdrawals
    // were guarded, nothing held them and no fund password had changed; before sessions were
    // listed, each read as opened at 0 on an unknown device, and no user had a phrase; before
    // the purchase flag was kept, every user could buy (canPurchase '1').
    const sessions = saved.sessions.map((session) => ({
      ...session,
      openedAt: 0,
      lastSeenAt: 0,
      device: '',
    }));
    const state = {
      ...saved,
      ...emptyProductsState(),
      appliedRequests: [],
      removedAddresses: [],
      withdrawGuards: [],
    };
    const users = saved.users.map((user) => ({
      ...user,
      identity: null,
      authenticator: null,
      fundPasswordChangedAt: null,
      antiPhishing: null,
      canPurchase: '1',
    }));
    expect(parseEngineState(roundTrip(saved))).toEqual({ ...state, users, sessions });
    const clock = createFakeClock(now);
    const core = createCoreEngine({ clock, state: roundTrip(saved) });
    const whole = withAllParts(core);
    expect(whole.state()).toEqual(state);
    const reference = testEngine({ clock, state: roundTrip(saved) });
    for (const account of ['spot', 'contract', 'demo'] as const)
      expect(whole.assets(token, account)).toEqual(reference.assets(token, account));
  });

  it('catches up when a part registers late: settlement, fills, confirmations and reviews as if it had been there', () => {
    const { clock, token, saved } = busyExchange();
    const core = createCoreEngine({ clock, state: roundTrip(saved) });
    clock.advance(60_000);
    core.profile(token);
    clock.advance(10 * 60_000);
    // Only the core ran: nothing of the parts has moved in the state.
    expect(core.state().orders).toEqual(saved.orders);
    const late = core.with(spotPart);
    late.spotOpenOrders(token, { pageNo: 1, pageSize: 10 });
    const reference = testEngine({ clock, state: roundTrip(saved) });
    reference.spotOpenOrders(token, { pageNo: 1, pageSize: 10 });
    const state = withAllParts(core).state();
    expect(state).toEqual(reference.state());
    expect(state.orders.every((order) => order.entryStatus !== EntryStatus.holding)).toBe(true);
    expect(state.spotOrders.map((order) => order.filledAmount)).toEqual(['0.001']);
    expect(saved.deposits.map((deposit) => deposit.status)).toEqual([DepositStatus.pending]);
    expect(state.deposits.map((deposit) => deposit.status)).toEqual([DepositStatus.finished]);
    expect(state.withdrawals.map((withdrawal) => withdrawal.status)).toEqual([WithdrawalStatus.finished]);
  });

  it('starts a part afresh when its fields cannot be read, and keeps the rest of the exchange', () => {
    const { clock, token, saved } = busyExchange();
    const core = createCoreEngine({ clock, state: { ...roundTrip(saved), orders: 'not orders' } as never });
    const contract = core.with(contractPart);
    expect(contract.orders(token, 'contract', { pageNo: 1, pageSize: 10, entryStatus: 0 }).list).toEqual([]);
    expect(core.profile(token).email).toBe('parts@example.com');
    expect(core.state().spotOrders).toEqual(saved.spotOrders);
  });

  it('starts a part afresh when its records belong to no user of the exchange', () => {
    const { clock, saved } = busyExchange();
    const stranger = saved.orders.map((order) => ({ ...order, userId: 'nobody' }));
    const state: EngineState = { ...roundTrip(saved), orders: stranger };
    const core = createCoreEngine({ clock, state });
    core.with(contractBookPart);
    expect(core.state().orders).toEqual([]);
  });

  it('registers the parts a part needs first, each once, their work due once per call', () => {
    const core = createCoreEngine({ clock: createFakeClock() });
    const due = vi.fn();
    const counted: EnginePart = { name: 'counted', needs: [balancesPart], due };
    core.with(ledgerPart);
    core.with(counted);
    core.with(counted);
    expect(
      [balancesPart, contractBookPart, withdrawBookPart, ledgerPart].every((part) => core.has(part)),
    ).toBe(true);
    core.settleDue();
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('refuses a part whose call the engine already answers', () => {
    const core = createCoreEngine({ clock: createFakeClock() });
    const clash: EnginePart<{ profile(): string }> = {
      name: 'clash',
      methods: () => ({ profile: () => '' }),
    };
    expect(() => core.with(clash)).toThrow(/clash.*profile/);
  });

  it('gives the whole engine every part the reference server serves', () => {
    const core = createCoreEngine({ clock: createFakeClock() });
    const whole = withAllParts(core);
    expect(ALL_ENGINE_PARTS.every((part) => core.has(part))).toBe(true);
    const { token } = signUp(whole, 'whole@example.com');
    expect(whole.ledgerFilters(token).types).toEqual(['funds-added']);
  });
});
