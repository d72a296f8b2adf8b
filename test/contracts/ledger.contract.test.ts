import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isGatewayError } from '../../src/domain/shared/gateway-error';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';

describe.each(BACKENDS)('ledger gateway (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('lists a transfer both ways once per account, with the balance after each change', async () => {
    await signUp(backend, 'log@example.com');
    const { transfer, ledger } = backend.gateways;
    await transfer.transfer({ amount: '40', currency: 'USDT', type: 1 });
    await transfer.transfer({ amount: '15', currency: 'USDT', type: 2 });
    const page = await ledger.entries({ pageNo: 1, pageSize: 10, type: 'transfer', currency: '' });
    expect(page.sum).toBe(4);
    const rows = page.list.map((entry) => [entry.account, entry.amount, entry.balance]);
    expect(rows).toHaveLength(4);
    const [spotIn, contractOut, contractIn, spotOut] = page.list;
    expect(spotIn).toMatchObject({ account: 'spot', type: 'transfer', currency: 'USDT' });
    expectSameDecimal(spotIn?.balance ?? '', '9975');
    expectSameDecimal(contractOut?.balance ?? '', '25');
    expectSameDecimal(contractIn?.amount ?? '', '40');
    expectSameDecimal(spotOut?.amount ?? '', '-40');
  });

  it('pages by 10 and filters by coin; offers the types and coins the log holds', async () => {
    await signUp(backend, 'pages@example.com');
    const { transfer, ledger } = backend.gateways;
    for (let i = 0; i < 6; i += 1) await transfer.transfer({ amount: '1', currency: 'USDC', type: 1 });
    const first = await ledger.entries({ pageNo: 1, pageSize: 10, type: '', currency: 'USDC' });
    const second = await ledger.entries({ pageNo: 2, pageSize: 10, type: '', currency: 'USDC' });
    // Six transfers make twelve changes, after the welcome balance.
    expect(first.sum).toBe(13);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(3);
    expect(second.list.at(-1)).toMatchObject({ type: 'funds-added', account: 'spot', amount: '1000' });
    expect([...first.list, ...second.list].every((entry) => entry.currency === 'USDC')).toBe(true);
    const filters = await ledger.filters();
    expect(filters.types).toContain('transfer');
    expect(filters.coins).toContain('USDC');
  });

  it('refuses the log without a session', async () => {
    const error = await backend.gateways.ledger.filters().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGatewayError(error)).toBe(true);
  });
});
