import type { Page, PageQuery } from '../paging';
import type { ConvertConfig, ConvertQuote, ConvertRecord, QuoteRequest } from './convert';
import type { RequestOnce } from '../shared/request-once';

/** Output port: the flash exchange (assumed paths /convert/..., api-paths.ts). */
export interface ConvertGateway {
  config(): Promise<ConvertConfig>;
  quote(request: QuoteRequest): Promise<ConvertQuote>;
  /** Executes the quote the user confirmed (sent by its id); refused once it has expired. */
  execute(quote: ConvertQuote, once?: RequestOnce): Promise<ConvertRecord>;
  records(query: PageQuery): Promise<Page<ConvertRecord>>;
}
