import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine/engine-settings';
import { isGatewayError } from '../../src/domain/shared/gateway-error';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';

const available = (rows: { currencyName: string; availableCurrency: string }[], coin: string) =>
  rows.find((row) => row.currencyName === coin)?.availableCurrency ?? '0';

describe.each(BACKENDS)('wallet gateways (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('answers the spot balances a new user starts with', async () => {
    await signUp(backend, 'wallet@example.com');
    const rows = await backend.gateways.spotAccount.balances();
    for (const [coin, amount] of Object.entries(DEFAULT_ENGINE_SETTINGS.startingBalances)) {
      expectSameDecimal(available(rows, coin), amount);
    }
    for (const row of rows) expectSameDecimal(row.frozenCurrency, '0');
  });

  it('moves a transfer out of spot into the contract account and back, exactly', async () => {
    await signUp(backend, 'mover@example.com');
    const { spotAccount, transfer, contract } = backend.gateways;
    await transfer.transfer({ amount: '123.45', currency: 'USDT', type: 1 });
    expectSameDecimal(available(await spotAccount.balances(), 'USDT'), '9876.55');
    expectSameDecimal(available((await contract.assets()).list, 'USDT'), '123.45');
    await transfer.transfer({ amount: '23.45', currency: 'USDT', type: 2 });
    expectSameDecimal(available(await spotAccount.balances(), 'USDT'), '9900');
    expectSameDecimal(available((await contract.assets()).list, 'USDT'), '100');
  });

  it('refuses the spot balances without a session (code -2)', async () => {
    const error = await backend.gateways.spotAccount.balances().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGatewayError(error)).toBe(true);
  });
});
