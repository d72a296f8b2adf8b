import type { Container } from 'inversify';
import { loadOnce } from '../application/spot/spot-services-loader';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotGateway } from '../domain/spot/spot.port';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
import { GatewayKeys, Keys } from './keys';

export function bindSpot(container: Container): void {
  container.bind(Keys.spotServices).toResolvedValue(
    (spot: SpotGateway, spotAccount: SpotAccountGateway, clock: Clock) =>
      // Its own chunk, fetched by the first spot screen: the first screen never carries it.
      loadOnce(async () =>
        (await import('../application/spot/spot-services')).createSpotServices({ spot, spotAccount, clock }),
      ),
    [GatewayKeys.spotGateway, GatewayKeys.spotAccountGateway, GatewayKeys.clock],
  );
}
