import type { Container } from 'inversify';
import { createBrowserCsvFileSaver } from '../adapters/browser/csv-file.adapter';
import { createLedgerServices } from '../application/ledger/ledger-services';
import type { CsvFileSaver, LedgerGateway } from '../domain/ledger/ledger.port';
import type { Clock } from '../domain/shared/clock.port';
import { GatewayKeys, Keys } from './keys';

/** The transaction log, and the browser's file download for its CSV export. */
export function bindLedger(container: Container): void {
  container.bind(Keys.csvFileSaver).toResolvedValue(createBrowserCsvFileSaver, []);
  container
    .bind(Keys.ledgerServices)
    .toResolvedValue(
      (ledger: LedgerGateway, csv: CsvFileSaver, clock: Clock) =>
        createLedgerServices({ ledger, csv, clock }),
      [GatewayKeys.ledgerGateway, Keys.csvFileSaver, GatewayKeys.clock],
    );
}
