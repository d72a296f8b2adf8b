import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { int, ok, optionalText, text, type RouteTable } from './route-types';

/** The flash exchange's calls (api-paths.ts, all assumed) over the engine. */
export function exchangeRoutes(engine: ExchangeEngine): RouteTable['exchange'] {
  return {
    config: () => ok(engine.exchangeConfig()),
    quote: ({ params, token }) =>
      ok(
        engine.exchangeQuote(token, {
          fromCoin: text(params, 'fromCoin'),
          toCoin: text(params, 'toCoin'),
          amount: text(params, 'amount'),
        }),
      ),
    execute: ({ params, token }) => ok(engine.executeExchange(token, text(params, 'quoteId'))),
    records: ({ params, token }) =>
      ok(engine.exchangeRecords(token, { pageNo: int(params, 'pageNo'), pageSize: int(params, 'pageSize') })),
  };
}

/** The transaction log's calls (api-paths.ts, all assumed) over the engine. */
export function ledgerRoutes(engine: ExchangeEngine): RouteTable['ledger'] {
  return {
    entries: ({ params, token }) =>
      ok(
        engine.ledger(token, {
          pageNo: int(params, 'pageNo'),
          pageSize: int(params, 'pageSize'),
          type: optionalText(params, 'type') ?? '',
          currency: optionalText(params, 'currency') ?? '',
        }),
      ),
    filters: ({ token }) => ok(engine.ledgerFilters(token)),
  };
}
