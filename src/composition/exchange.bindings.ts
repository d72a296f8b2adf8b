import type { Container } from 'inversify';
import { createBrowserCsvFileSaver } from '../adapters/browser/csv-file.adapter';
import { createExchangeServices } from '../application/exchange/exchange-services';
import { createLedgerServices } from '../application/ledger/ledger-services';
import type { ExchangeGateway } from '../domain/exchange/exchange.port';
import type { CsvFileSaver, LedgerGateway } from '../domain/ledger/ledger.port';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotAssetsGateway } from '../domain/wallet/wallet.port';
import { GatewayKeys, Keys } from './keys';

/** The flash exchange and the transaction log. */
export function bindExchange(container: Container): void {
  container
    .bind(Keys.exchangeServices)
    .toResolvedValue(
      (exchange: ExchangeGateway, spot: SpotAssetsGateway, clock: Clock) =>
        createExchangeServices({ exchange, spot, clock }),
      [GatewayKeys.exchangeGateway, GatewayKeys.spotAssetsGateway, GatewayKeys.clock],
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
