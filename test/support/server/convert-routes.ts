import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { int, ok, optionalText, requestIdOf, text, type RouteTable } from './route-types';

/** The flash exchange's calls (api-paths.ts, all assumed) over the engine. */
export function convertRoutes(engine: ExchangeEngine): RouteTable['convert'] {
  return {
    config: () => ok(engine.convertConfig()),
    quote: ({ params, token }) =>
      ok(
        engine.convertQuote(token, {
          fromCoin: text(params, 'fromCoin'),
          toCoin: text(params, 'toCoin'),
          amount: text(params, 'amount'),
        }),
      ),
    execute: ({ params, token }) =>
      ok(engine.executeConvert(token, text(params, 'quoteId'), requestIdOf(params))),
    records: ({ params, token }) =>
      ok(engine.convertRecords(token, { pageNo: int(params, 'pageNo'), pageSize: int(params, 'pageSize') })),
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
