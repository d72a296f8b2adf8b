import type { ExchangeGateway } from '../../../domain/exchange/exchange.port';
import type { DemoExchange } from '../demo-exchange';

/** The flash exchange of the in-browser exchange: the calls the reference server makes. */
export function createDemoExchangeGateway({ exchange }: { exchange: DemoExchange }): ExchangeGateway {
  return {
    config: () => exchange.call((engine) => engine.exchangeConfig()),
    quote: (request) => exchange.call((engine, token) => engine.exchangeQuote(token, request)),
    execute: (quote) => exchange.call((engine, token) => engine.executeExchange(token, quote.id)),
    records: (query) => exchange.call((engine, token) => engine.exchangeRecords(token, query)),
  };
}
