import { createActor, fromPromise } from 'xstate';
import { accountMachine, type AccountConfig } from '../../../src/application/contract/account.machine';
import { createAccountScopeMachine } from '../../../src/application/contract/account-scope.machine';
import {
  createContractScreenMachine,
  type ScreenEmitted,
  type ScreenInput,
} from '../../../src/application/contract/contract-screen.machine';
import { demoFundsForm } from '../../../src/application/contract/demo-funds-form';
import { orderForm, type AccountOrder } from '../../../src/application/contract/order.machine';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { createQueryMachine, provideQuery } from '../../../src/application/shared/query.machine';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import { createTransferForm } from '../../../src/application/shared/transfer-form';
import type { SettledNotice } from '../../../src/application/contract/settlement-watch';
import {
  ContractAccount,
  EntryStatus,
  TradeType,
  type AssetRecord,
  type ContractAssets,
  type ContractOrder,
} from '../../../src/domain/contract/contract';
import type { Page } from '../../../src/domain/paging';
import { httpStatus, refused } from '../../support/fixtures/gateway-failures';
import type { TransferRequest } from '../../../src/domain/wallet/transfer';

export const NOW = 1_700_000_000_000;

export const CONFIG: Record<ContractAccount, AccountConfig> = {
  [ContractAccount.real]: {
    durations: [{ second: 30, incomeRate: '0.8', openAmountMin: '10' }],
    feeRate: '0.001',
  },
  [ContractAccount.demo]: {
    durations: [{ second: 60, incomeRate: '0.9', openAmountMin: '5' }],
    feeRate: '0',
  },
};

export function holdingOrder(id: string, settlesAt: number): ContractOrder {
  return {
    id,
    openAmount: '10',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    positionTime: 30,
    tradeType: TradeType.up,
    entryStatus: EntryStatus.holding,
    incomeRate: '0.8',
    fee: '0.01',
    entryPrice: '90000',
    settlementPrice: null,
    openedAt: settlesAt - 30_000,
    settlesAt,
    payout: null,
    priceSource: 'test',
  };
}

export const balances = (usdt: string, usdc = '0'): ContractAssets => ({
  list: [
    { currencyName: 'USDT', availableCurrency: usdt, frozenCurrency: '0' },
    { currencyName: 'USDC', availableCurrency: usdc, frozenCurrency: '0' },
  ],
  rate: null,
});

const page = <T>(list: T[]): Page<T> => ({ list, sum: list.length });

/**
 * A contract screen over in-memory books: what each account holds and its balances are
 * set by the test; every fetch is counted by account and list, so reloads can be checked.
 */
export function startScreen(
  options: {
    input?: Partial<ScreenInput>;
    /** A refusal's msg, or the error the gateway throws (a lost answer). */
    failOrder?: string | Error;
    failTransfer?: string | Error;
    cached?: ContractAssets | null;
    /** The account the user chose on an earlier visit; none by default. */
    kept?: ContractAccount | null;
    /** Where drafts wait between visits; a new one by default. */
    drafts?: ReturnType<typeof createDraftStore>;
    /** Whether real-money orders ask first; off by default, so a press sends. */
    asksReal?: boolean;
  } = {},
) {
  const clock = { now: NOW };
  const holding: Record<ContractAccount, ContractOrder[]> = {
    [ContractAccount.real]: [],
    [ContractAccount.demo]: [],
  };
  const assets: Record<ContractAccount, ContractAssets> = {
    [ContractAccount.real]: balances('100'),
    [ContractAccount.demo]: balances('5000'),
  };
  const fetches: string[] = [];
  /** Accounts whose config load fails until the test removes them. */
  const configFails = new Set<ContractAccount>();
  const followed: { account: ContractAccount; ids: string[] }[] = [];
  /** The settlement watch's listeners: `settle` tells them an order of an account has settled. */
  const hearers = new Set<(notice: SettledNotice) => void>();
  const settle = (account: ContractAccount, order: ContractOrder) =>
    hearers.forEach((hear) => hear({ account, order }));
  const sent: AccountOrder[] = [];
  const transfers: TransferRequest[] = [];
  const topUps: string[] = [];
  /** Reads of the app's spot account (a transfer moves money in or out of it). */
  const spot = { reads: 0 };
  const spotAccount = startSpotAccount({
    gateway: {
      balances: async () => {
        spot.reads += 1;
        return [{ currencyName: 'USDT', availableCurrency: '1000', frozenCurrency: '0' }];
      },
    },
  });
  const drafts = options.drafts ?? createDraftStore();
  const count = (what: string) => fetches.filter((entry) => entry === what).length;
  /** While set, every list and balance read waits for it: the test says when reloads answer. */
  const hold: { until: Promise<void> | null } = { until: null };
  const failure = (fail: string | Error) => (typeof fail === 'string' ? refused(fail) : fail);
  const list = <T>(name: string, account: ContractAccount, rows: () => T[]) =>
    createPagedListMachine<T>().provide({
      actors: {
        fetchPage: fromPromise(async () => {
          fetches.push(`${account}:${name}`);
          // Read after a tick, so a test may set the rows right after starting the screen.
          await (hold.until ?? Promise.resolve());
          return page(rows());
        }),
      },
    });
  const scope = createAccountScopeMachine({
    lists: (account) => ({
      holding: list<ContractOrder>('holding', account, () => holding[account]),
      completed: list<ContractOrder>('completed', account, () => []),
      liquidated: list<ContractOrder>('liquidated', account, () => []),
      records: list<AssetRecord>('records', account, () => []),
      assets: provideQuery(createQueryMachine<ContractAssets>(), async () => {
        fetches.push(`${account}:assets`);
        await hold.until;
        return assets[account];
      }),
      cachedAssets: options.cached ?? null,
    }),
    // Both move money, as in contract-services: a lost answer reloads the balances first.
    transfer: provideForm(createTransferForm({ confirm: false }), {
      send: async (request) => {
        transfers.push(request);
        if (options.failTransfer !== undefined) throw failure(options.failTransfer);
      },
    }),
    addDemoFunds: provideForm(demoFundsForm, { send: async (amount) => void topUps.push(amount) }),
    demoAmounts: provideQuery(createQueryMachine<string[]>(), async () => ['10000']),
    spotAccount,
    drafts,
    follow: (account, orders) => void followed.push({ account, ids: orders.map((order) => order.id) }),
    settled: (hear) => {
      hearers.add(hear);
      return () => void hearers.delete(hear);
    },
    now: () => clock.now,
  });
  /** What the screen remembers of the user's choice, as the storage adapter would keep it. */
  const choice = { kept: options.kept ?? null, asksReal: options.asksReal ?? false };
  const machine = createContractScreenMachine({
    account: accountMachine().provide({
      actors: {
        loadConfig: fromPromise(async ({ input }) => {
          if (configFails.has(input.account)) throw httpStatus(500);
          return CONFIG[input.account];
        }),
      },
      actions: { remember: (_, chosen: ContractAccount) => void (choice.kept = chosen) },
    }),
    order: provideForm(orderForm, {
      send: async (request) => {
        sent.push(request);
        if (options.failOrder !== undefined) throw failure(options.failOrder);
      },
    }),
    scope,
    keptAccount: () => choice.kept,
    drafts,
    asksBeforeRealOrders: () => choice.asksReal,
    stopAskingBeforeRealOrders: () => void (choice.asksReal = false),
  });
  const actor = createActor(machine, {
    input: { feeds: {}, baseCoin: 'BTC', quoteCoin: 'USDT', ...options.input },
  });
  const emitted: ScreenEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return {
    actor,
    clock,
    holding,
    assets,
    fetches,
    configFails,
    count,
    hold,
    followed,
    settle,
    hearers,
    sent,
    transfers,
    topUps,
    spot,
    emitted,
    choice,
    drafts,
  };
}

/** Lets settled promises reach the machines. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
