import { DEFAULT_ENTRY_STATUS_QUERY } from '../../../domain/contract/contract';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../../../domain/contract/contract.port';
import type { ContractBook } from '../engine';
import type { DemoExchange } from '../demo-exchange';

interface Deps {
  exchange: DemoExchange;
}

/**
 * One seconds-contract book: 'contract' is the real account, 'demo' the virtual one. Both
 * speak the same port, as /contract/... and /contract/app/virtual/... do over HTTP.
 */
export function createDemoContractGateway({ exchange }: Deps, book: ContractBook): ContractGateway {
  return {
    durationConfig: () => exchange.call((engine) => engine.durationConfig(book)),
    feeRate: () => exchange.call((engine) => engine.feeRate()),
    createOrder: (order) =>
      exchange.call((engine, token) => {
        engine.createOrder(token, book, order);
      }),
    orders: (query) =>
      exchange.call((engine, token) =>
        engine.orders(token, book, {
          ...query,
          entryStatus: query.entryStatus ?? DEFAULT_ENTRY_STATUS_QUERY,
        }),
      ),
    assets: () =>
      exchange.call((engine, token) => {
        const { list, rate } = engine.assets(token, book);
        return { list, rate: rate === '' ? null : rate };
      }),
    assetRecords: (query) => exchange.call((engine, token) => engine.assetRecords(token, book, query)),
  };
}

export function createDemoTransferGateway({ exchange }: Deps): ContractTransferGateway {
  return { transfer: (request) => exchange.call((engine, token) => engine.transfer(token, request)) };
}

export function createDemoFundsGateway({ exchange }: Deps): DemoFundsGateway {
  return {
    assetsConfig: () => exchange.call((engine) => engine.demoAssetsConfig()),
    addAmount: (amount) =>
      exchange.call((engine, token) => {
        engine.demoAddAmount(token, amount);
      }),
  };
}
