import { DEFAULT_ENTRY_STATUS_QUERY } from '../../../domain/contract/contract';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../../../domain/contract/contract.port';
import type { DemoExchange } from '../demo-exchange';
import { balancesPart } from '../engine/parts/balances/balances.part';
import { contractPart } from '../engine/parts/contract/contract.part';
import type { ContractBook } from '../engine/parts/contract/contract-settings';

interface Deps {
  exchange: DemoExchange;
}

/**
 * One seconds-contract book: 'contract' is the real account, 'demo' the virtual one. Both
 * speak the same port, as /contract/... and /contract/app/virtual/... do over HTTP.
 */
export function createDemoContractGateway({ exchange }: Deps, book: ContractBook): ContractGateway {
  const contract = exchange.part(contractPart);
  const balances = exchange.part(balancesPart);
  return {
    durationConfig: () => contract.call((engine) => engine.durationConfig(book)),
    feeRate: () => contract.call((engine) => engine.feeRate()),
    createOrder: (order, once) =>
      contract.call((engine, token) => {
        engine.createOrder(token, book, order, once?.requestId);
      }),
    orders: (query) =>
      contract.call((engine, token) =>
        engine.orders(token, book, {
          ...query,
          entryStatus: query.entryStatus ?? DEFAULT_ENTRY_STATUS_QUERY,
        }),
      ),
    assets: () =>
      balances.call((engine, token) => {
        const { list, rate } = engine.assets(token, book);
        return { list, rate: rate === '' ? null : rate };
      }),
    assetRecords: (query) => balances.call((engine, token) => engine.assetRecords(token, book, query)),
  };
}

export function createDemoTransferGateway({ exchange }: Deps): ContractTransferGateway {
  const balances = exchange.part(balancesPart);
  return {
    transfer: (request, once) =>
      balances.call((engine, token) => engine.transfer(token, request, once?.requestId)),
  };
}

export function createDemoFundsGateway({ exchange }: Deps): DemoFundsGateway {
  const contract = exchange.part(contractPart);
  return {
    assetsConfig: () => contract.call((engine) => engine.demoAssetsConfig()),
    addAmount: (amount, once) =>
      contract.call((engine, token) => {
        engine.demoAddAmount(token, amount, undefined, once?.requestId);
      }),
  };
}
