import type { ConvertGateway } from '../../../domain/convert/convert.port';
import type { DemoExchange } from '../demo-exchange';
import { convertPart } from '../engine/parts/convert/convert.part';

/** The flash exchange of the in-browser exchange: the calls the reference server makes. */
export function createDemoConvertGateway({ exchange }: { exchange: DemoExchange }): ConvertGateway {
  const convert = exchange.part(convertPart);
  return {
    config: () => convert.call((engine) => engine.convertConfig()),
    quote: (request) => convert.call((engine, token) => engine.convertQuote(token, request)),
    execute: (quote, once) =>
      convert.call((engine, token) => engine.executeConvert(token, quote.id, once?.requestId)),
    records: (query) => convert.call((engine, token) => engine.convertRecords(token, query)),
  };
}
