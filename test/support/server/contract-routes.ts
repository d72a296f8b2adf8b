import type { ContractBook, ExchangeEngine } from '../../../src/adapters/demo/engine';
import {
  DEFAULT_ENTRY_STATUS_QUERY,
  type EntryStatus,
  type TradeType,
} from '../../../src/domain/contract/contract';
import {
  int,
  ok,
  optionalInt,
  optionalText,
  requestIdOf,
  text,
  type Handler,
  type RouteTable,
} from './route-types';

type BookRoutes = Pick<
  RouteTable['contract'],
  'durationConfig' | 'createOrder' | 'assets' | 'assetRecords' | 'orders'
>;

/** The calls both books answer alike; the engine validates every value it is given. */
function bookRoutes(engine: ExchangeEngine, book: ContractBook): BookRoutes {
  const withTotal = <T extends { sum: number }>(page: T) => ok({ ...page, totalRow: page.sum });
  const createOrder: Handler = ({ params, token }) => {
    engine.createOrder(
      token,
      book,
      {
        openAmount: text(params, 'openAmount'),
        baseCoin: text(params, 'baseCoin'),
        quoteCoin: text(params, 'quoteCoin'),
        positionTime: int(params, 'positionTime'),
        tradeType: int(params, 'tradeType') as TradeType,
      },
      requestIdOf(params),
    );
    return ok(null, 'create success');
  };
  return {
    durationConfig: () => ok(engine.durationConfig(book)),
    createOrder,
    // SPEC section 7: the account rate travels in msg as a percentage.
    assets: ({ token }) => {
      const { list, rate } = engine.assets(token, book);
      return ok(list, rate ? `win rate ${rate}` : 'success');
    },
    assetRecords: ({ params, token }) =>
      withTotal(
        engine.assetRecords(token, book, {
          currency: optionalText(params, 'currency'),
          pageNo: int(params, 'pageNo'),
          pageSize: int(params, 'pageSize'),
          tradeType: optionalInt(params, 'tradeType'),
        }),
      ),
    orders: ({ params, token }) =>
      withTotal(
        engine.orders(token, book, {
          pageNo: int(params, 'pageNo'),
          pageSize: int(params, 'pageSize'),
          entryStatus:
            (optionalInt(params, 'entryStatus') as EntryStatus | undefined) ?? DEFAULT_ENTRY_STATUS_QUERY,
          baseCoin: optionalText(params, 'baseCoin'),
          quoteCoin: optionalText(params, 'quoteCoin'),
        }),
      ),
  };
}

export function contractRoutes(engine: ExchangeEngine): RouteTable['contract'] {
  return {
    ...bookRoutes(engine, 'contract'),
    transfer: ({ params, token }) => {
      engine.transfer(
        token,
        {
          amount: text(params, 'amount'),
          currency: text(params, 'currency'),
          type: optionalInt(params, 'type') ?? 1,
        },
        requestIdOf(params),
      );
      return ok(null, 'transfer success');
    },
  };
}

export function demoContractRoutes(engine: ExchangeEngine): RouteTable['demoContract'] {
  return {
    ...bookRoutes(engine, 'demo'),
    assetsConfig: () => ok(engine.demoAssetsConfig()),
    addAmount: ({ params, token }) =>
      ok(
        null,
        engine.demoAddAmount(
          token,
          text(params, 'amount'),
          optionalText(params, 'currency'),
          requestIdOf(params),
        ),
      ),
  };
}
