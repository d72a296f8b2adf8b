import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import { DepositStatus, REQUIRED_CONFIRMATIONS } from '../../src/domain/deposit/deposit';
import { DepositProblem } from '../../src/domain/deposit/deposit-rules';
import { matchesNetwork } from '../../src/domain/wallet/address-format';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal, present } from './support/decimal';

const BLOCK = DEFAULT_ENGINE_SETTINGS.depositBlockMs;

const spotUsdt = async (backend: ContractBackend) =>
  (await backend.gateways.spotAccount.balances()).find((row) => row.currencyName === 'USDT')
    ?.availableCurrency ?? '0';

describe.each(BACKENDS)('DepositGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  let token: string;
  beforeEach(async () => {
    backend = await create();
    ({ token } = await signUp(backend, 'depositor@example.com'));
  });
  afterEach(() => backend.close());

  it('gives each network a valid address of its own, the same on every ask', async () => {
    const { deposit } = backend.gateways;
    const tron = await deposit.address('USDT', 'TRC20');
    expect(matchesNetwork('TRC20', tron.address)).toBe(true);
    expect(tron).toMatchObject({ coin: 'USDT', network: 'TRC20', memo: null, confirmations: 12 });
    expectSameDecimal(tron.minDeposit, DEFAULT_ENGINE_SETTINGS.depositMinimums.TRC20);
    expect((await deposit.address('USDT', 'TRC20')).address).toBe(tron.address);
    expect(matchesNetwork('ERC20', (await deposit.address('USDC', 'ERC20')).address)).toBe(true);
    expect(matchesNetwork('BEP20', (await deposit.address('USDT', 'BEP20')).address)).toBe(true);
    expect(matchesNetwork('TON', (await deposit.address('USDT', 'TON')).address)).toBe(true);
  });

  it('gives a memo where the network shares one address (TON)', async () => {
    const ton = await backend.gateways.deposit.address('USDT', 'TON');
    expect(ton.memo).toMatch(/^\d{9}$/);
  });

  it('refuses a network that does not carry the coin', async () => {
    await expect(backend.gateways.deposit.address('USDC', 'TON')).rejects.toMatchObject({
      failure: { kind: 'business', message: DepositProblem.network },
    });
  });

  it('credits a deposit to spot after 12 confirmations, counting them while pending', async () => {
    const before = await spotUsdt(backend);
    backend.engine.simulateDeposit(token, { coin: 'USDT', network: 'TRC20', amount: '150.5' });
    backend.clock.advance(BLOCK * (REQUIRED_CONFIRMATIONS - 1));
    const pending = present(
      (await backend.gateways.deposit.records({ pageNo: 1, pageSize: 10 })).list[0],
      'row',
    );
    expect(pending.status).toBe(DepositStatus.pending);
    // A SPEC-exact server sends no counter: the row reads null and shows the status alone.
    expect(pending.confirmations).toBe(backend.shapes === 'spec' ? null : REQUIRED_CONFIRMATIONS - 1);
    expectSameDecimal(await spotUsdt(backend), before);
    backend.clock.advance(BLOCK);
    const page = await backend.gateways.deposit.records({ pageNo: 1, pageSize: 10 });
    expect(page.sum).toBe(1);
    expect(page.list[0]).toMatchObject({ coin: 'USDT', network: 'TRC20', status: DepositStatus.finished });
    expectSameDecimal(present(page.list[0], 'row').amount, '150.5');
    expectSameDecimal(await spotUsdt(backend), `${Number(before) + 150.5}`);
  });

  it('rejects a deposit below the network minimum and credits nothing', async () => {
    const before = await spotUsdt(backend);
    backend.engine.simulateDeposit(token, { coin: 'USDT', network: 'ERC20', amount: '9.99' });
    backend.clock.advance(BLOCK * REQUIRED_CONFIRMATIONS);
    const [row] = (await backend.gateways.deposit.records({ pageNo: 1, pageSize: 10 })).list;
    expect(row?.status).toBe(DepositStatus.rejected);
    expectSameDecimal(await spotUsdt(backend), before);
  });

  it('pages the records newest first, filtered by coin', async () => {
    for (let i = 1; i <= 12; i += 1) {
      backend.engine.simulateDeposit(token, {
        coin: i % 4 === 0 ? 'USDC' : 'USDT',
        network: 'BEP20',
        amount: `${i}`,
      });
      backend.clock.advance(1);
    }
    const first = await backend.gateways.deposit.records({ pageNo: 1, pageSize: 10 });
    const second = await backend.gateways.deposit.records({ pageNo: 2, pageSize: 10 });
    expect(first.sum).toBe(12);
    expect(first.list.map((row) => row.amount)).toEqual([
      '12',
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
    ]);
    expect(second.list.map((row) => row.amount)).toEqual(['2', '1']);
    const usdc = await backend.gateways.deposit.records({ pageNo: 1, pageSize: 10, coin: 'USDC' });
    expect(usdc.list.map((row) => row.amount)).toEqual(['12', '8', '4']);
  });

  it('needs a session', async () => {
    backend.setToken(null);
    await expect(backend.gateways.deposit.records({ pageNo: 1, pageSize: 10 })).rejects.toMatchObject({
      failure: { kind: 'session-expired' },
    });
  });

  it('simulates a deposit in demo mode only, refusing an amount that is not one', async () => {
    const simulator = backend.gateways.depositSimulator;
    if (!simulator) return expect(backend.name).not.toBe('demo');
    const record = await simulator.simulate({ coin: 'USDC', network: 'BEP20', amount: '20' });
    expect(record).toMatchObject({ coin: 'USDC', status: DepositStatus.pending, confirmations: 0 });
    await expect(simulator.simulate({ coin: 'USDT', network: 'TRC20', amount: '-1' })).rejects.toMatchObject({
      failure: { kind: 'business', message: DepositProblem.amount },
    });
  });
});
