import type { Page, PageQuery } from '../paging';
import type { ExchangeConfig, ExchangeQuote, ExchangeRecord, QuoteRequest } from './exchange';

/** Output port: the flash exchange (assumed paths /exchange/..., api-paths.ts). */
export interface ExchangeGateway {
  config(): Promise<ExchangeConfig>;
  quote(request: QuoteRequest): Promise<ExchangeQuote>;
  /** Executes the quote the user confirmed (sent by its id); refused once it has expired. */
  execute(quote: ExchangeQuote): Promise<ExchangeRecord>;
  records(query: PageQuery): Promise<Page<ExchangeRecord>>;
}
