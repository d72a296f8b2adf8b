import type { LedgerGateway } from '../../../domain/ledger/ledger.port';
import type { DemoExchange } from '../demo-exchange';

/** The transaction log of the in-browser exchange. */
export function createDemoLedgerGateway({ exchange }: { exchange: DemoExchange }): LedgerGateway {
  return {
    entries: (query) => exchange.call((engine, token) => engine.ledger(token, query)),
    filters: () => exchange.call((engine, token) => engine.ledgerFilters(token)),
  };
}
