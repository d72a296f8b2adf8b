import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectItems } from '../../../src/application/paging/paged-list.selectors';
import { createLocalContractAssetsCache } from '../../../src/adapters/storage/contract-assets-cache.adapter';
import { createLocalContractAccountChoice } from '../../../src/adapters/storage/contract-account-choice.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createContractServices } from '../../../src/application/contract/contract-services';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import { UNKNOWN_BALANCES } from '../../../src/application/shared/transfer-form';
import { ContractAccount, EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { SETTLE_GRACE_MS } from '../../../src/domain/contract/settlement-countdown';
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

  const services = (clock: { now(): number } = { now: () => 1_700_000_000_000 }) => {
    const { contract, demoContract, transfer, demoFunds } = backend.gateways;
    return createContractServices({
      real: contract,
      demo: demoContract,
      transfers: transfer,
      demoFunds,
      clock,
      assetsCache: createLocalContractAssetsCache(storage),
      accountChoice: createLocalContractAccountChoice(storage),
      spotAccount: startSpotAccount({ gateway: backend.gateways.spotAccount }),
      drafts: createDraftStore(),
    });
  };

  it('loads the demo config on switching, opens one position there and lists it as holding', async () => {
    const contract = services();
    const account = createActor(contract.account, { input: { account: ContractAccount.demo } }).start();
    const loaded = await waitFor(account, (s) => s.matches('ready'));
    const config = loaded.context.config;
    if (!config) throw new Error('no config');

    const terms = {
      account: ContractAccount.demo,
      pendingAccount: null,
      ...config,
      available: null,
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      priceHold: null,
      confirmReal: false,
    };
    const order = createActor(contract.order, { input: { terms } }).start();
    order.send({ type: 'submit', patch: { openAmount: '20', tradeType: TradeType.up } });
    order.send({ type: 'submit', patch: { tradeType: TradeType.up } });
    await waitFor(order, (s) => s.matches('done'));

    const holding = createActor(contract.orders(ContractAccount.demo, EntryStatus.holding)).start();
    await waitFor(holding, (s) => s.matches('idle'));
    expect(selectItems(holding.getSnapshot()).map((o) => o.openAmount)).toEqual(['20']);
    const real = createActor(contract.orders(ContractAccount.real, EntryStatus.holding)).start();
    await waitFor(real, (s) => s.matches('idle'));
    expect(selectItems(real.getSnapshot())).toEqual([]);
  });

  it('transfers into the real account through the transfer form', async () => {
    const contract = services();
    const transfer = createActor(contract.transfer, { input: { terms: UNKNOWN_BALANCES } }).start();
    transfer.send({ type: 'submit', patch: { amount: '25', currency: 'USDT', type: 1 } });
    transfer.send({ type: 'confirm' });
    await waitFor(transfer, (s) => s.matches('done'));
    const assets = await contract.assets(ContractAccount.real);
    expect(assets.list.find((row) => row.currencyName === 'USDT')?.availableCurrency).toBe('25');
  });

  it('keeps the fetched balances, so the next visit shows them before its refresh returns', async () => {
    const contract = services();
    const fetched = await contract.assets(ContractAccount.demo);
    expect(fetched.list.length).toBeGreaterThan(0);
    expect(contract.cachedAssets(ContractAccount.demo)).toEqual(fetched);
  });

  it('hears a lost position settle, not only won ones, from a server applying the SPEC default', async () => {
    const contract = services(backend.clock);
    const gateway = backend.gateways.demoContract;
    const first = (await gateway.durationConfig())[0];
    if (!first) throw new Error('no duration');
    // Up and down on one pair at one moment: unless the price stands still, one of them loses.
    for (const tradeType of [TradeType.up, TradeType.down])
      await gateway.createOrder({
        openAmount: first.openAmountMin,
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        positionTime: first.second,
        tradeType,
      });
    const holding = await gateway.orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding });
    const heard: EntryStatus[] = [];
    contract.settlements.subscribe(({ order }) => heard.push(order.entryStatus));
    // The watch's timer runs on fake time; the backends, their clock and the calls stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      contract.settlements.follow(ContractAccount.demo, holding.list);
      backend.clock.advance(first.second * 1_000);
      // The server answers a query without entryStatus with completed orders only (SPEC
      // section 9); the watch names both settled statuses, so it hears the loss as well.
      const unnamed = await gateway.orders({ pageNo: 1, pageSize: 10 });
      expect(unnamed.list.every((order) => order.entryStatus === EntryStatus.completed)).toBe(true);
      await vi.advanceTimersByTimeAsync(first.second * 1_000 + SETTLE_GRACE_MS);
      await vi.waitFor(() => expect(heard).toHaveLength(2), { timeout: 5_000 });
    } finally {
      vi.useRealTimers();
    }
    const liquidated = await gateway.orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.liquidated });
    expect(heard.filter((status) => status === EntryStatus.liquidated)).toHaveLength(liquidated.sum);
    expect(liquidated.sum).toBeLessThanOrEqual(1);
  });
});
