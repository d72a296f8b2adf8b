import type { Container } from 'inversify';
import { createSpotServices } from '../application/spot/spot-services';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotGateway } from '../domain/spot/spot.port';
import { GatewayKeys, Keys } from './keys';

export function bindSpot(container: Container): void {
  container
    .bind(Keys.spotServices)
    .toResolvedValue(
      (spot: SpotGateway, clock: Clock) => createSpotServices({ spot, clock }),
      [GatewayKeys.spotGateway, GatewayKeys.clock],
    );
}
