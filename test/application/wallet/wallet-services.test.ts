import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  createWalletServices,
  type WalletServicesDeps,
} from '../../../src/application/wallet/wallet-services';
import type { ContractGateway } from '../../../src/domain/contract/contract.port';
import type { MarketGateway } from '../../../src/domain/market/market.port';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import { WalletAccount, type WalletSnapshot } from '../../../src/domain/wallet/wallet';

const row = (currencyName: string, availableCurrency: string) => ({
  currencyName,
  availableCurrency,
  frozenCurrency: '0',
});

function book(list: ReturnType<typeof row>[]): ContractGateway {
  const unused = () => Promise.reject(new Error('unused'));
  return {
    assets: () => Promise.resolve({ list, rate: null }),
    durationConfig: unused,
    feeRate: unused,
    createOrder: unused,
    orders: unused,
    assetRecords: unused,
  };
}

function deps(overrides: Partial<WalletServicesDeps> = {}) {
  let saved: WalletSnapshot | null = null;
  let hidden = false;
  const transfer = vi.fn(() => Promise.resolve());
  const market = {
    tickers: () => Promise.resolve([{ base: 'BTC', quote: 'USDT', close: '50000' }]),
  } as unknown as MarketGateway;
  const all: WalletServicesDeps = {
    spot: { balances: () => Promise.resolve([row('USDT', '10')]) },
    contract: book([row('USDT', '2')]),
    demo: book([row('USDC', '3')]),
    market,
    transfers: { transfer },
    cache: { load: () => saved, save: (value) => void (saved = value) },
    preferences: { hideAmounts: () => hidden, setHideAmounts: (value) => void (hidden = value) },
    ...overrides,
  };
  return { all, transfer, saved: () => saved };
}

describe('wallet services', () => {
  it('loads every account with prices and keeps the overview for the next visit', async () => {
    const { all, saved } = deps();
    const services = createWalletServices(all);
    expect(services.cachedOverview()).toBeNull();
    const actor = createActor(services.overview).start();
    const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(done.context.data?.balances[WalletAccount.contract]).toEqual([row('USDT', '2')]);
    expect(done.context.data?.prices).toEqual({ BTC: '50000' });
    expect(saved()).toEqual(done.context.data);
    expect(services.cachedOverview()).toEqual(done.context.data);
  });

  it('still shows balances when the market list fails (missing prices value coins at 0)', async () => {
    const market = { tickers: () => Promise.reject(new Error('down')) } as unknown as MarketGateway;
    const services = createWalletServices(deps({ market }).all);
    const done = await waitFor(createActor(services.overview).start(), (s) => s.matches('ready'));
    expect(done.context.data?.prices).toEqual({});
  });

  it('fails with a message when an account cannot be read, and a reload retries', async () => {
    let fail = true;
    const spot = { balances: () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve([])) };
    const services = createWalletServices(deps({ spot }).all);
    const actor = createActor(services.overview).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).not.toBeNull();
    fail = false;
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('keeps the hide-amounts eye', () => {
    const services = createWalletServices(deps().all);
    expect(services.hideAmounts()).toBe(false);
    services.setHideAmounts(true);
    expect(services.hideAmounts()).toBe(true);
  });

  it('refuses a transfer below 0.00001 without sending it and sends a valid one once', async () => {
    const { all, transfer } = deps();
    const services = createWalletServices(all);
    const overview = createActor(services.overview).start();
    const actor = createActor(services.transfer(overview)).start();
    actor.send({ type: 'submit', input: { amount: '0.000001', currency: 'USDT', type: 1 } });
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
    actor.send({ type: 'submit', input: { amount: '5', currency: 'USDT', type: 2 } });
    actor.send({ type: 'submit', input: { amount: '5', currency: 'USDT', type: 2 } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer).toHaveBeenCalledWith({ amount: '5', currency: 'USDT', type: 2 });
  });

  it('a transfer whose answer is lost reloads the balances before the button returns and is not resent', async () => {
    const { all, transfer } = deps();
    transfer.mockImplementationOnce(() => Promise.reject(new GatewayError({ kind: 'timeout' })));
    let spotReads = 0;
    all.spot = { balances: () => ((spotReads += 1), Promise.resolve([row('USDT', '5')])) };
    const services = createWalletServices(all);
    const overview = createActor(services.overview).start();
    await waitFor(overview, (snapshot) => snapshot.matches('ready'));
    const actor = createActor(services.transfer(overview)).start();
    actor.send({ type: 'submit', input: { amount: '5', currency: 'USDT', type: 1 } });
    await waitFor(actor, (snapshot) => snapshot.matches('reconciling'));
    const done = await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(spotReads).toBe(2);
    expect(overview.getSnapshot().matches('ready')).toBe(true);
    expect(done.context.failure).toEqual({ kind: 'outcome-unknown' });
    expect(transfer).toHaveBeenCalledTimes(1);
  });
});
