import type { LedgerGateway } from '../../../domain/ledger/ledger.port';
import type { DemoExchange } from '../demo-exchange';
import { ledgerPart } from '../engine/parts/ledger/ledger.part';

/** The transaction log of the in-browser exchange. */
export function createDemoLedgerGateway({ exchange }: { exchange: DemoExchange }): LedgerGateway {
  const ledger = exchange.part(ledgerPart);
  return {
    entries: (query) => ledger.call((engine, token) => engine.ledger(token, query)),
    filters: () => ledger.call((engine, token) => engine.ledgerFilters(token)),
  };
}
