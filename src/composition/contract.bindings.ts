import type { Container } from 'inversify';
import { fromPromise } from 'xstate';
import { accountMachine, type AccountConfig } from '../application/contract/account.machine';
import type { ContractServices } from '../application/contract/contract-services';
import { orderMachine, type AccountOrder } from '../application/contract/order.machine';
import { createSettlementWatch } from '../application/contract/settlement-watch';
import { demoAmountProblem, transferProblem } from '../application/contract/transfer-rules';
import { createPagedListMachine } from '../application/paging/paged-list.machine';
import { createSubmissionMachine, provideSubmission } from '../application/shared/submission.machine';
import {
  ContractAccount,
  type AssetRecord,
  type ContractOrder,
  type EntryStatus,
  type TransferRequest,
} from '../domain/contract/contract';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../domain/contract/contract.port';
import type { ContractAssetsCache } from '../domain/contract/contract-assets-cache.port';
import type { Clock } from '../domain/shared/clock.port';
import { createLocalContractAssetsCache } from '../adapters/storage/contract-assets-cache.adapter';
import { PAGE_SIZE, type Page } from '../domain/paging';
import { GatewayKeys, Keys } from './keys';

/** The seconds-contract input ports over the real (1) and demo (2) account gateways. */
export function createContractServices(
  real: ContractGateway,
  demo: ContractGateway,
  transfers: ContractTransferGateway,
  demoFunds: DemoFundsGateway,
  clock: Clock,
  assetsCache: ContractAssetsCache,
): ContractServices {
  const book = (account: ContractAccount) => (account === ContractAccount.demo ? demo : real);
  const pagedList = <T>(fetch: (pageNo: number) => Promise<Page<T>>) =>
    createPagedListMachine<T>().provide({
      actors: { fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) => fetch(input.pageNo)) },
    });
  return {
    account: accountMachine.provide({
      actors: {
        loadConfig: fromPromise<AccountConfig, { account: ContractAccount }>(async ({ input }) => {
          const gateway = book(input.account);
          const [durations, feeRate] = await Promise.all([gateway.durationConfig(), gateway.feeRate()]);
          return { durations, feeRate };
        }),
      },
    }),
    order: orderMachine.provide({
      actors: {
        createOrder: fromPromise<undefined, AccountOrder>(async ({ input }) => {
          const { account, ...order } = input;
          await book(account).createOrder(order);
          return undefined;
        }),
      },
    }),
    orders: (account: ContractAccount, entryStatus: EntryStatus) =>
      pagedList<ContractOrder>((pageNo) =>
        book(account).orders({ pageNo, pageSize: PAGE_SIZE, entryStatus }),
      ),
    assetRecords: (account: ContractAccount) =>
      pagedList<AssetRecord>((pageNo) => book(account).assetRecords({ pageNo, pageSize: PAGE_SIZE })),
    assets: async (account) => {
      const assets = await book(account).assets();
      assetsCache.save(account, assets);
      return assets;
    },
    cachedAssets: (account) => assetsCache.load(account),
    transfer: provideSubmission(createSubmissionMachine<TransferRequest>(transferProblem), (request) =>
      transfers.transfer(request),
    ),
    demoAmounts: () => demoFunds.assetsConfig(),
    addDemoFunds: provideSubmission(createSubmissionMachine<string>(demoAmountProblem), (amount) =>
      demoFunds.addAmount(amount),
    ),
    settlements: createSettlementWatch({
      recentOrders: async (account) => (await book(account).orders({ pageNo: 1, pageSize: PAGE_SIZE })).list,
      now: () => clock.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    }),
    now: () => clock.now(),
  };
}

export function bindContract(container: Container): void {
  container
    .bind(Keys.contractServices)
    .toResolvedValue(createContractServices, [
      GatewayKeys.contractGateway,
      GatewayKeys.demoContractGateway,
      GatewayKeys.transferGateway,
      GatewayKeys.demoFundsGateway,
      GatewayKeys.clock,
      Keys.contractAssetsCache,
    ]);
  container
    .bind(Keys.contractAssetsCache)
    .toResolvedValue((store: Storage) => createLocalContractAssetsCache(store), [Keys.storage])
    .inSingletonScope();
}
