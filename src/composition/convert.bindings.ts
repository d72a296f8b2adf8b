import type { Container } from 'inversify';
import { createConvertServices } from '../application/convert/convert-services';
import type { ConvertGateway } from '../domain/convert/convert.port';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotAssetsGateway } from '../domain/wallet/wallet.port';
import { GatewayKeys, Keys } from './keys';

/** The flash exchange. */
export function bindConvert(container: Container): void {
  container
    .bind(Keys.convertServices)
    .toResolvedValue(
      (convert: ConvertGateway, spot: SpotAssetsGateway, clock: Clock) =>
        createConvertServices({ convert, spot, clock }),
      [GatewayKeys.convertGateway, GatewayKeys.spotAssetsGateway, GatewayKeys.clock],
    );
}
