import type { Container } from 'inversify';
import { createBrowserCsvFileSaver } from '../adapters/browser/csv-file.adapter';
import { createConvertServices } from '../application/convert/convert-services';
import { createLedgerServices } from '../application/ledger/ledger-services';
import type { ConvertGateway } from '../domain/convert/convert.port';
import type { CsvFileSaver, LedgerGateway } from '../domain/ledger/ledger.port';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import { GatewayKeys, Keys } from './keys';

/** The flash exchange and the transaction log. */
export function bindConvert(container: Container): void {
  container
    .bind(Keys.convertServices)
    .toResolvedValue(
      (convert: ConvertGateway, spotAccount: SpotAccount, clock: Clock) =>
        createConvertServices({ convert, spotAccount, clock }),
      [GatewayKeys.convertGateway, Keys.spotAccount, GatewayKeys.clock],
    );
  container.bind(Keys.csvFileSaver).toResolvedValue(createBrowserCsvFileSaver, []);
  container
    .bind(Keys.ledgerServices)
    .toResolvedValue(
      (ledger: LedgerGateway, csv: CsvFileSaver, clock: Clock) =>
        createLedgerServices({ ledger, csv, clock }),
      [GatewayKeys.ledgerGateway, Keys.csvFileSaver, GatewayKeys.clock],
    );
}
