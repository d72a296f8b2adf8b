import type { Container } from 'inversify';
import { loadOnce } from '../application/spot/spot-services-loader';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotGateway } from '../domain/spot/spot.port';
import { GatewayKeys, Keys } from './keys';

export function bindSpot(container: Container): void {
  container.bind(Keys.spotServices).toResolvedValue(
    (spot: SpotGateway, clock: Clock) =>
      // Its own chunk, fetched by the first spot screen: the first screen never carries it.
      loadOnce(async () =>
        (await import('../application/spot/spot-services')).createSpotServices({ spot, clock }),
      ),
    [GatewayKeys.spotGateway, GatewayKeys.clock],
  );
}
