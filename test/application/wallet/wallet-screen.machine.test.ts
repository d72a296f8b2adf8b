import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { selectFirstRefusal, selectFormFailure } from '../../../src/application/shared/form.selectors';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import {
  selectAmountsHidden,
  selectOverviewError,
  selectOverviewLoading,
  selectOverviewStale,
  selectShownOverview,
  selectWalletTransferActor,
} from '../../../src/application/wallet/wallet-screen.selectors';
import {
  createWalletServices,
  type WalletServicesDeps,
} from '../../../src/application/wallet/wallet-services';
import type { ContractGateway } from '../../../src/domain/contract/contract.port';
import type { MarketGateway } from '../../../src/domain/market/market.port';
import type { BalanceRow } from '../../../src/domain/wallet/balances';
import { WalletAccount, type WalletSnapshot } from '../../../src/domain/wallet/wallet';
import { lost } from '../../support/fixtures/gateway-failures';

const row = (currencyName: string, availableCurrency: string): BalanceRow => ({
  currencyName,
  availableCurrency,
  frozenCurrency: '0',
});

function book(read: () => BalanceRow[]): ContractGateway {
  const unused = () => Promise.reject(new Error('unused'));
  return {
    assets: async () => ({ list: read(), rate: null }),
    durationConfig: unused,
    feeRate: unused,
    createOrder: unused,
    orders: unused,
    assetRecords: unused,
  };
}

/** The screen through its use case, over fakes that count every read; the test may fail any of them. */
function start(kept: WalletSnapshot | null = null, market?: MarketGateway) {
  const reads = { spot: 0, contract: 0, failSpot: false, failContract: false };
  let saved = kept;
  let hidden = false;
  const transfer = vi.fn(() => Promise.resolve());
  const spotAccount = startSpotAccount({
    gateway: {
      balances: async () => {
        reads.spot += 1;
        if (reads.failSpot) throw lost('network');
        return [row('USDT', '10')];
      },
    },
  });
  const deps: WalletServicesDeps = {
    spotAccount,
    contract: book(() => {
      reads.contract += 1;
      if (reads.failContract) throw lost('network');
      return [row('USDT', '2')];
    }),
    demo: book(() => [row('USDC', '3')]),
    market:
      market ??
      ({
        tickers: () => Promise.resolve([{ base: 'BTC', quote: 'USDT', close: '50000' }]),
      } as unknown as MarketGateway),
    transfers: { transfer },
    cache: { load: () => saved, save: (value) => void (saved = value) },
    preferences: { hideAmounts: () => hidden, setHideAmounts: (value) => void (hidden = value) },
    drafts: createDraftStore(),
  };
  const actor = createActor(createWalletServices(deps).screen).start();
  const settled = async () => {
    await waitFor(actor, (s) => !s.matches({ overview: 'loading' }));
    await waitFor(spotAccount, (s) => !s.matches('loading'));
  };
  const form = () => selectWalletTransferActor(actor.getSnapshot());
  return { actor, deps, reads, transfer, settled, form, saved: () => saved, hidden: () => hidden };
}

describe('wallet screen machine', () => {
  it('shows every account with prices, spot being the app spot account, and keeps it for the next visit', async () => {
    const screen = start();
    expect(selectOverviewLoading(screen.actor.getSnapshot())).toBe(true);
    await screen.settled();
    const shown = selectShownOverview(screen.actor.getSnapshot());
    expect(shown?.balances[WalletAccount.spot]).toEqual([row('USDT', '10')]);
    expect(shown?.balances[WalletAccount.contract]).toEqual([row('USDT', '2')]);
    expect(shown?.prices).toEqual({ BTC: '50000' });
    expect(screen.saved()).toEqual(shown);
  });

  it('still shows the balances when the market list fails (a missing price values a coin at 0)', async () => {
    const screen = start(null, {
      tickers: () => Promise.reject(new Error('down')),
    } as unknown as MarketGateway);
    await screen.settled();
    expect(selectShownOverview(screen.actor.getSnapshot())?.prices).toEqual({});
  });

  it('shows the overview kept from the last visit until this visit answers', async () => {
    const kept: WalletSnapshot = {
      balances: {
        [WalletAccount.spot]: [row('USDT', '1')],
        [WalletAccount.contract]: [],
        [WalletAccount.demo]: [],
      },
      prices: {},
    };
    const screen = start(kept);
    expect(selectShownOverview(screen.actor.getSnapshot())).toBe(kept);
    expect(selectOverviewStale(screen.actor.getSnapshot())).toBe(true);
    await screen.settled();
    expect(selectOverviewStale(screen.actor.getSnapshot())).toBe(false);
  });

  it('says why an account could not be read, spot included, and Retry asks every account again', async () => {
    const screen = start();
    screen.reads.failContract = true;
    screen.reads.failSpot = true;
    screen.actor.send({ type: 'overview.reload' });
    await screen.settled();
    expect(selectOverviewError(screen.actor.getSnapshot())).toEqual({ kind: 'network' });
    screen.reads.failContract = false;
    screen.reads.failSpot = false;
    screen.actor.send({ type: 'overview.reload' });
    await screen.settled();
    expect(selectOverviewError(screen.actor.getSnapshot())).toBeNull();
  });

  it('keeps the hide-amounts eye through the preferences', () => {
    const screen = start();
    screen.actor.send({ type: 'amounts.toggle' });
    expect(selectAmountsHidden(screen.actor.getSnapshot())).toBe(true);
    expect(screen.hidden()).toBe(true);
  });

  it('a transfer is checked against what the leaving account holds, confirmed, sent once, then every account reloads', async () => {
    const screen = start();
    await screen.settled();
    screen.form().send({ type: 'submit', patch: { type: 1, amount: '11' } });
    expect(selectFirstRefusal(screen.form().getSnapshot())).toBe('Insufficient available balance');
    screen.form().send({ type: 'submit', patch: { type: 2, amount: '2' } });
    expect(screen.form().getSnapshot().matches('confirming')).toBe(true);
    const before = { ...screen.reads };
    screen.form().send({ type: 'confirm' });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), (s) => s.matches('done'));
    await screen.settled();
    expect(screen.transfer).toHaveBeenCalledTimes(1);
    // With its request id: a repeat after a lost answer is applied once.
    expect(screen.transfer).toHaveBeenCalledWith(
      { amount: '2', currency: 'USDT', type: 2 },
      { requestId: expect.any(String) },
    );
    expect([screen.reads.contract, screen.reads.spot]).toEqual([before.contract + 1, before.spot + 1]);
  });

  it('a transfer whose answer is lost is an outcome nobody knows: every account reloads, nothing is resent', async () => {
    const screen = start();
    await screen.settled();
    screen.transfer.mockImplementationOnce(() => Promise.reject(lost()));
    const before = { ...screen.reads };
    screen.form().send({ type: 'submit', patch: { amount: '5' } });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), (s) => s.matches('unknown'));
    await screen.settled();
    expect(selectFormFailure(screen.form().getSnapshot())).toEqual({ kind: 'outcome-unknown' });
    expect(screen.transfer).toHaveBeenCalledTimes(1);
    expect([screen.reads.contract, screen.reads.spot]).toEqual([before.contract + 1, before.spot + 1]);
  });
});
