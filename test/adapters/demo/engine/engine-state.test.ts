import { describe, expect, it } from 'vitest';
import { ENGINE_STATE_VERSION, parseEngineState } from '../../../../src/adapters/demo/engine';
import type { EngineState } from '../../../../src/adapters/demo/engine';
import { signUp, signUpFunded, startEngine, testEngine } from '../../../support/fixtures/engine';

function busyState(): { state: EngineState; token: string } {
  const { engine, clock } = startEngine();
  const { token } = signUpFunded(engine, 'state@example.com', '300');
  engine.createOrder(token, 'contract', {
    openAmount: '20',
    baseCoin: 'ETH',
    quoteCoin: 'USDT',
    positionTime: 30,
    tradeType: 2,
  });
  engine.createOrder(token, 'demo', {
    openAmount: '10',
    baseCoin: 'DOGE',
    quoteCoin: 'USDC',
    positionTime: 300,
    tradeType: 1,
  });
  clock.advance(45_000);
  return { state: engine.state(), token };
}

const roundTrip = (state: EngineState): unknown => JSON.parse(JSON.stringify(state));

describe('engine state', () => {
  it('reads back its own JSON unchanged', () => {
    const { state } = busyState();
    expect(parseEngineState(roundTrip(state))).toEqual(state);
  });

  it('carries on from a restored state: same sessions, balances, orders and seed', () => {
    const { engine, clock } = startEngine();
    const { token } = signUpFunded(engine, 'restore@example.com', '300');
    engine.createOrder(token, 'contract', {
      openAmount: '20',
      baseCoin: 'ETH',
      quoteCoin: 'USDT',
      positionTime: 60,
      tradeType: 2,
    });
    const parsed = parseEngineState(roundTrip(engine.state()));
    if (!parsed) throw new Error('state did not parse');
    const restored = testEngine({ clock, state: parsed, seed: 'ignored' });
    expect(restored.seed).toBe('test-seed');
    clock.advance(61_000);
    expect(restored.orders(token, 'contract', { pageNo: 1, pageSize: 10 })).toEqual(
      engine.orders(token, 'contract', { pageNo: 1, pageSize: 10 }),
    );
    expect(restored.assets(token, 'contract')).toEqual(engine.assets(token, 'contract'));
    expect(restored.state()).toEqual(engine.state());
  });

  it('is not changed through a state() copy', () => {
    const { engine } = startEngine();
    signUp(engine, 'copy@example.com');
    const copied = engine.state().users[0]?.balances.spot.USDT;
    if (!copied) throw new Error('no balance');
    copied.available = '999999999';
    expect(engine.state().users[0]?.balances.spot.USDT?.available).toBe('10000');
  });

  it('rejects foreign, corrupt and old-version data', () => {
    const { state } = busyState();
    const json = roundTrip(state) as Record<string, unknown>;
    const variants: unknown[] = [
      null,
      'text',
      [],
      {},
      { ...json, format: 'something-else' },
      { ...json, version: ENGINE_STATE_VERSION - 1 },
      { ...json, version: ENGINE_STATE_VERSION + 1 },
      { ...json, seed: '' },
      { ...json, counter: -1 },
      { ...json, users: 'none' },
      { ...json, grants: { USDT: 'lots' } },
      { ...json, grants: { BTC: '1' } },
      { ...json, house: { contract: { fees: {}, pnl: {} } } },
    ];
    for (const variant of variants) expect(parseEngineState(variant)).toBeNull();
  });

  it('rejects negative balances, unknown statuses and dangling references', () => {
    const { state } = busyState();
    const corrupt = (change: (copy: EngineState) => void): unknown => {
      const copy = structuredClone(state);
      change(copy);
      return roundTrip(copy);
    };
    const user = (copy: EngineState) => {
      const first = copy.users[0];
      if (!first) throw new Error('no user');
      return first;
    };
    expect(
      parseEngineState(
        corrupt((copy) => (user(copy).balances.spot = { USDT: { available: '-1', frozen: '0' } })),
      ),
    ).toBeNull();
    expect(
      parseEngineState(
        corrupt((copy) => (user(copy).balances.spot = { USDT: { available: '1e3', frozen: '0' } })),
      ),
    ).toBeNull();
    expect(
      parseEngineState(corrupt((copy) => copy.orders[0] && (copy.orders[0].entryStatus = 7 as 0))),
    ).toBeNull();
    expect(
      parseEngineState(corrupt((copy) => copy.orders[0] && (copy.orders[0].userId = 'ghost'))),
    ).toBeNull();
    expect(
      parseEngineState(
        corrupt((copy) =>
          copy.sessions.push({
            token: 't',
            userId: 'ghost',
            expiresAt: 1,
            openedAt: 0,
            lastSeenAt: 0,
            device: '',
          }),
        ),
      ),
    ).toBeNull();
    expect(parseEngineState(corrupt((copy) => copy.users.push(structuredClone(user(copy)))))).toBeNull();
    expect(
      parseEngineState(corrupt((copy) => copy.records[0] && (copy.records[0].tradeType = 99))),
    ).toBeNull();
  });

  it('reads email codes saved before wrong tries were counted as having none', () => {
    const { engine } = startEngine();
    engine.sendEmailCode('old@example.com', 'register');
    const saved = roundTrip(engine.state()) as { emailCodes: Record<string, unknown>[] };
    for (const entry of saved.emailCodes) delete entry.failures;
    expect(parseEngineState(saved)?.emailCodes.map((entry) => entry.failures)).toEqual([0]);
  });

  it('reads a state saved while convert was called exchange, conversions and house flow kept', () => {
    const { engine } = startEngine();
    const { token } = signUpFunded(engine, 'convert@example.com', '300');
    engine.transfer(token, { amount: '100', currency: 'USDT', type: 2 });
    engine.executeConvert(
      token,
      engine.convertQuote(token, { fromCoin: 'USDT', toCoin: 'BTC', amount: '50' }).id,
    );
    const current = roundTrip(engine.state()) as Record<string, unknown>;
    const { convertQuotes, conversions, convertHouse, ...rest } = current;
    const former = {
      ...rest,
      exchangeQuotes: convertQuotes,
      exchanges: conversions,
      exchangeHouse: convertHouse,
    };
    expect(conversions).toHaveLength(1);
    const parsed = parseEngineState(former);
    expect(parsed?.conversions).toEqual(conversions);
    expect(parsed?.convertHouse).toEqual(convertHouse);
    expect(parsed).not.toHaveProperty('exchanges');
  });

  it('drops fields it does not know', () => {
    const { state } = busyState();
    const parsed = parseEngineState({ ...(roundTrip(state) as object), extra: { huge: true } });
    expect(parsed).not.toHaveProperty('extra');
  });
});
