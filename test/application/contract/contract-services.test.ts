import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectItems } from '../../../src/application/paging/paged-list.selectors';
import { createLocalContractAssetsCache } from '../../../src/adapters/storage/contract-assets-cache.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createContractServices } from '../../../src/application/contract/contract-services';
import { ContractAccount, EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { signUp } from '../../support/fixtures/backend-accounts';
import type { ContractBackend } from '../../support/fixtures/backend';
import { BACKENDS } from '../../support/fixtures/backends';

describe.each(BACKENDS)('seconds-contract use cases over the %s backend', (_name, create) => {
  let backend: ContractBackend;
  // The app's storage: the signed-in user's id decides whose cached balances are shown.
  const storage = createMemoryStorage();
  storage.setItem('User-Id', 'trader');
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'trader@example.com');
  });
  afterEach(() => backend.close());

  const services = () => {
    const { contract, demoContract, transfer, demoFunds } = backend.gateways;
    return createContractServices({
      real: contract,
      demo: demoContract,
      transfers: transfer,
      demoFunds,
      clock: { now: () => 1_700_000_000_000 },
      assetsCache: createLocalContractAssetsCache(storage),
    });
  };

  it('loads the demo config on switching, opens one position there and lists it as holding', async () => {
    const contract = services();
    const account = createActor(contract.account, { input: { account: ContractAccount.demo } }).start();
    const loaded = await waitFor(account, (s) => s.matches('ready'));
    const config = loaded.context.config;
    if (!config) throw new Error('no config');

    const order = createActor(contract.order, { input: { baseCoin: 'BTC', quoteCoin: 'USDT' } }).start();
    order.send({ type: 'config.loaded', account: ContractAccount.demo, ...config });
    order.send({ type: 'amount.change', value: '20' });
    order.send({ type: 'submit', tradeType: TradeType.up });
    order.send({ type: 'submit', tradeType: TradeType.up });
    await waitFor(order, (s) => s.matches('succeeded'));

    const holding = createActor(contract.orders(ContractAccount.demo, EntryStatus.holding)).start();
    await waitFor(holding, (s) => s.matches('idle'));
    expect(selectItems(holding.getSnapshot()).map((o) => o.openAmount)).toEqual(['20']);
    const real = createActor(contract.orders(ContractAccount.real, EntryStatus.holding)).start();
    await waitFor(real, (s) => s.matches('idle'));
    expect(selectItems(real.getSnapshot())).toEqual([]);
  });

  it('transfers into the real account through the submission machine', async () => {
    const contract = services();
    const transfer = createActor(contract.transfer).start();
    transfer.send({ type: 'submit', input: { amount: '25', currency: 'USDT', type: 1 } });
    await waitFor(transfer, (s) => s.matches('idle'));
    const assets = await contract.assets(ContractAccount.real);
    expect(assets.list.find((row) => row.currencyName === 'USDT')?.availableCurrency).toBe('25');
  });

  it('keeps the fetched balances, so the next visit shows them before its refresh returns', async () => {
    const contract = services();
    const fetched = await contract.assets(ContractAccount.demo);
    expect(fetched.list.length).toBeGreaterThan(0);
    expect(contract.cachedAssets(ContractAccount.demo)).toEqual(fetched);
  });

  it('tells the time by the Clock port, so countdowns run on server time', () => {
    expect(services().now()).toBe(1_700_000_000_000);
  });
});
