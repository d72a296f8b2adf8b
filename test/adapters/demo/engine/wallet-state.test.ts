import { describe, expect, it } from 'vitest';
import { parseEngineState } from '../../../../src/adapters/demo/engine';
import { signUp, startEngine, testEngine } from '../../../support/fixtures/engine';

function walletState() {
  const { engine, clock } = startEngine();
  const { token } = signUp(engine, 'wallet-state@example.com');
  engine.setTransactionPassword(token, '135790', engine.sendEmailCode('wallet-state@example.com', 'asset'));
  engine.depositAddress(token, 'USDT', 'TON');
  engine.simulateDeposit(token, { coin: 'USDT', network: 'TRC20', amount: '40' });
  engine.simulateDeposit(token, { coin: 'USDC', network: 'BEP20', amount: '7' });
  clock.advance(12_000);
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
  return { engine, clock, token };
}

describe('the engine state with deposits and withdrawals', () => {
  it('restores addresses, deposits, withdrawals and the wallet house exactly', () => {
    const { engine, clock, token } = walletState();
    const saved = parseEngineState(JSON.parse(JSON.stringify(engine.state())));
    expect(saved).not.toBeNull();
    const restored = testEngine({ clock, state: saved ?? undefined });
    expect(restored.state()).toEqual(engine.state());
    expect(restored.depositAddress(token, 'USDT', 'TON')).toEqual(
      engine.depositAddress(token, 'USDT', 'TON'),
    );
  });

  it('reads a state stored before deposits with empty lists and verified users', () => {
    const { engine } = walletState();
    const {
      depositAddresses: _a,
      deposits: _d,
      withdrawals: _w,
      walletHouse: _h,
      ...older
    } = JSON.parse(JSON.stringify(engine.state())) as Record<string, unknown>;
    const users = older.users as Record<string, unknown>[];
    for (const user of users) delete user.authen;
    const parsed = parseEngineState(older);
    expect(parsed).toMatchObject({ deposits: [], withdrawals: [], walletHouse: { fees: {}, payouts: {} } });
    expect(parsed?.users[0]?.authen).toBe(2);
  });

  it('refuses a state whose deposit belongs to no user, or has a status it does not know', () => {
    const { engine } = walletState();
    const state = JSON.parse(JSON.stringify(engine.state())) as {
      deposits: { userId: string; status: number }[];
    };
    const orphan = structuredClone(state);
    if (orphan.deposits[0]) orphan.deposits[0].userId = 'nobody';
    expect(parseEngineState(orphan)).toBeNull();
    const unknown = structuredClone(state);
    if (unknown.deposits[0]) unknown.deposits[0].status = 7;
    expect(parseEngineState(unknown)).toBeNull();
  });

  it('gives each user the same address on every ask, different users different ones, and one memo per user', () => {
    const { engine } = startEngine();
    const first = signUp(engine, 'a@example.com').token;
    const second = signUp(engine, 'b@example.com').token;
    expect(engine.depositAddress(first, 'USDT', 'TRC20')).toEqual(
      engine.depositAddress(first, 'USDT', 'TRC20'),
    );
    expect(engine.depositAddress(first, 'USDT', 'TRC20').address).not.toBe(
      engine.depositAddress(second, 'USDT', 'TRC20').address,
    );
    const tonA = engine.depositAddress(first, 'USDT', 'TON');
    const tonB = engine.depositAddress(second, 'USDT', 'TON');
    expect(tonA.address).toBe(tonB.address);
    expect(tonA.memo).not.toBe(tonB.memo);
  });
});
