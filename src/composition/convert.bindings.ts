import type { Container } from 'inversify';
import { createConvertServices } from '../application/convert/convert-services';
import type { ConvertGateway } from '../domain/convert/convert.port';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import { GatewayKeys, Keys } from './keys';

/** The flash exchange. */
export function bindConvert(container: Container): void {
  container
    .bind(Keys.convertServices)
    .toResolvedValue(
      (convert: ConvertGateway, spotAccount: SpotAccount, clock: Clock) =>
        createConvertServices({ convert, spotAccount, clock }),
      [GatewayKeys.convertGateway, Keys.spotAccount, GatewayKeys.clock],
    );
}
