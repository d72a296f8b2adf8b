import type { Container } from 'inversify';
import { createSpotServices } from '../application/spot/spot-services';
import type { Clock } from '../domain/shared/clock.port';
import type { SpotGateway } from '../domain/spot/spot.port';
import type { DraftStore } from '../application/shared/draft-store';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import { GatewayKeys, Keys } from './keys';

export function bindSpot(container: Container): void {
  container
    .bind(Keys.spotServices)
    .toResolvedValue(
      (spot: SpotGateway, spotAccount: SpotAccount, clock: Clock, drafts: DraftStore) =>
        createSpotServices({ spot, spotAccount, clock, drafts }),
      [GatewayKeys.spotGateway, Keys.spotAccount, GatewayKeys.clock, Keys.draftStore],
    );
}
