import { fromPromise } from 'xstate';
import {
  ContractAccount,
  type AssetRecord,
  type ContractAssets,
  type ContractOrder,
  type DurationConfig,
  EntryStatus,
} from '../../domain/contract/contract';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../../domain/contract/contract.port';
import type { ContractAssetsCache } from '../../domain/contract/contract-assets-cache.port';
import type { ContractAccountChoice } from '../../domain/contract/account-choice.port';
import { PAGE_SIZE, type Page } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import { createPagedListMachine, type PagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery, type QueryMachine } from '../shared/query.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SpotAccount } from '../shared/spot-account.machine';
import { createTransferForm, type TransferFormMachine } from '../shared/transfer-form';
import { accountMachine, type AccountConfig, type AccountMachine } from './account.machine';
import { createAccountScopeMachine } from './account-scope.machine';
import { createContractScreenMachine, type ContractScreenMachine } from './contract-screen.machine';
import { demoFundsForm } from './demo-funds-form';
import { orderForm, type OrderForm } from './order.machine';
import { createSettlementWatch, type SettlementWatch } from './settlement-watch';

/** Input ports of the seconds-contract screens. The screen machine owns the rest. */
export interface ContractServices {
  /** One contract screen: account, order, the account shown's lists and balances, and their glue. */
  screen: ContractScreenMachine;
  account: AccountMachine;
  order: OrderForm;
  orders(account: ContractAccount, entryStatus: EntryStatus): PagedListMachine<ContractOrder>;
  assetRecords(account: ContractAccount): PagedListMachine<AssetRecord>;
  /** Fetches the balances and keeps them for the next visit. */
  assets(account: ContractAccount): Promise<ContractAssets>;
  /** The balances kept from the last fetch, shown before the refresh returns; null if none. */
  cachedAssets(account: ContractAccount): ContractAssets | null;
  /** The transfer between spot and the real account, as the contract screen shows it (no confirm). */
  transfer: TransferFormMachine;
  /** The latest page of settled orders, won and lost, for the settlement watch. */
  settledOrders(account: ContractAccount): Promise<ContractOrder[]>;
  /** Follows open positions app-wide and tells when each has settled. */
  settlements: SettlementWatch;
  /**
   * The real account's durations, payout rates and minimums as a visitor's read-only form
   * shows them: the public GET parameter call (SPEC section 7), read without a session.
   */
  visitorDurations: QueryMachine<DurationConfig[]>;
}

export interface ContractServicesDeps {
  /** The real seconds-contract account (1). */
  real: ContractGateway;
  /** The demo account (2). */
  demo: ContractGateway;
  transfers: ContractTransferGateway;
  demoFunds: DemoFundsGateway;
  clock: Clock;
  assetsCache: ContractAssetsCache;
  /** The account each user chose last, so demo stays demo across visits and reloads. */
  accountChoice: ContractAccountChoice;
  /** The app's spot account: a transfer moves money in or out of it. */
  spotAccount: SpotAccount;
  /** Where the order's and the transfer's drafts wait while the screen is not shown. */
  drafts: DraftStore;
}

/** The seconds-contract use cases over the real (1) and demo (2) account gateways. */
export function createContractServices(deps: ContractServicesDeps): ContractServices {
  const { real, demo, transfers, demoFunds, clock, assetsCache, accountChoice, spotAccount, drafts } = deps;
  const book = (account: ContractAccount) => (account === ContractAccount.demo ? demo : real);
  const pagedList = <T>(fetch: (pageNo: number) => Promise<Page<T>>) =>
    createPagedListMachine<T>().provide({
      actors: { fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) => fetch(input.pageNo)) },
    });
  const orders = (account: ContractAccount, entryStatus: EntryStatus) =>
    pagedList<ContractOrder>((pageNo) => book(account).orders({ pageNo, pageSize: PAGE_SIZE, entryStatus }));
  const assetRecords = (account: ContractAccount) =>
    pagedList<AssetRecord>((pageNo) => book(account).assetRecords({ pageNo, pageSize: PAGE_SIZE }));
  const assets = async (account: ContractAccount) => {
    const fetched = await book(account).assets();
    assetsCache.save(account, fetched);
    return fetched;
  };
  const account = accountMachine().provide({
    actors: {
      loadConfig: fromPromise<AccountConfig, { account: ContractAccount }>(async ({ input }) => {
        const gateway = book(input.account);
        const [durations, feeRate] = await Promise.all([gateway.durationConfig(), gateway.feeRate()]);
        return { durations, feeRate };
      }),
    },
    actions: { remember: (_, chosen: ContractAccount) => accountChoice.save(chosen) },
  });
  const order = provideForm(orderForm, {
    send: async ({ account: on, ...request }, once) => book(on).createOrder(request, once),
  });
  // One query per settled status, each named: a server applying the SPEC's default
  // (entryStatus 1) to a query without one would hide every loss from the settle toast.
  const settledOrders = async (on: ContractAccount) => {
    const pages = await Promise.all(
      [EntryStatus.completed, EntryStatus.liquidated].map((entryStatus) =>
        book(on).orders({ pageNo: 1, pageSize: PAGE_SIZE, entryStatus }),
      ),
    );
    return pages.flatMap((page) => page.list);
  };
  const settlements = createSettlementWatch({
    recentOrders: settledOrders,
    now: () => clock.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  // Both move money: a lost answer reloads the balances (the scope supplies how) and is never resent.
  const transfer = provideForm(createTransferForm({ confirm: true }), {
    send: (request, once) => transfers.transfer(request, once),
  });
  const scope = createAccountScopeMachine({
    transfer,
    addDemoFunds: provideForm(demoFundsForm, { send: (amount, once) => demoFunds.addAmount(amount, once) }),
    demoAmounts: provideQuery(createQueryMachine<string[]>(), () => demoFunds.assetsConfig()),
    spotAccount,
    drafts,
    lists: (on) => ({
      holding: orders(on, EntryStatus.holding),
      completed: orders(on, EntryStatus.completed),
      liquidated: orders(on, EntryStatus.liquidated),
      records: assetRecords(on),
      assets: provideQuery(createQueryMachine<ContractAssets>(), () => assets(on)),
      cachedAssets: assetsCache.load(on),
    }),
    follow: (on, list) => settlements.follow(on, list),
    settled: (listener) => settlements.subscribe(listener),
    now: () => clock.now(),
  });
  return {
    screen: createContractScreenMachine({
      account,
      order,
      scope,
      keptAccount: () => accountChoice.load(),
      drafts,
      asksBeforeRealOrders: () => accountChoice.asksBeforeRealOrders(),
      stopAskingBeforeRealOrders: () => accountChoice.stopAskingBeforeRealOrders(),
    }),
    account,
    order,
    orders,
    assetRecords,
    assets,
    cachedAssets: (on) => assetsCache.load(on),
    transfer,
    settledOrders,
    settlements,
    visitorDurations: provideQuery(createQueryMachine<DurationConfig[]>(), () => real.durationConfig()),
  };
}
