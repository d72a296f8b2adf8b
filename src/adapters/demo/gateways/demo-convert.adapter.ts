import type { ConvertGateway } from '../../../domain/convert/convert.port';
import type { DemoExchange } from '../demo-exchange';

/** The flash exchange of the in-browser exchange: the calls the reference server makes. */
export function createDemoConvertGateway({ exchange }: { exchange: DemoExchange }): ConvertGateway {
  return {
    config: () => exchange.call((engine) => engine.convertConfig()),
    quote: (request) => exchange.call((engine, token) => engine.convertQuote(token, request)),
    execute: (quote) => exchange.call((engine, token) => engine.executeConvert(token, quote.id)),
    records: (query) => exchange.call((engine, token) => engine.convertRecords(token, query)),
  };
}
