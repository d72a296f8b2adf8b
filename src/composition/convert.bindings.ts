import type { Container } from 'inversify';
import { createBrowserCsvFileSaver } from '../adapters/browser/csv-file.adapter';
import { createConvertServices } from '../application/convert/convert-services';
import { createLedgerServices } from '../application/ledger/ledger-services';
import type { ConvertGateway } from '../domain/convert/convert.port';
import type { CsvFileSaver, LedgerGateway } from '../domain/ledger/ledger.port';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
import { GatewayKeys, Keys } from './keys';

/** The flash exchange and the transaction log. */
export function bindConvert(container: Container): void {
  container
    .bind(Keys.convertServices)
    .toResolvedValue(
      (convert: ConvertGateway, spot: SpotAccountGateway, clock: Clock) =>
        createConvertServices({ convert, spot, clock }),
      [GatewayKeys.convertGateway, GatewayKeys.spotAccountGateway, GatewayKeys.clock],
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
