import type { Container } from 'inversify';
import { createDepositServices } from '../application/deposit/deposit-services';
import type { DepositGateway, DepositSimulator } from '../domain/deposit/deposit.port';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import type { DraftStore } from '../application/shared/draft-store';
import { GatewayKeys, Keys } from './keys';

export function bindDeposit(container: Container): void {
  container
    .bind(Keys.deposit)
    .toResolvedValue(
      (
        deposits: DepositGateway,
        simulator: DepositSimulator | null,
        spotAccount: SpotAccount,
        drafts: DraftStore,
      ) => createDepositServices({ deposits, simulator, spotAccount, drafts }),
      [GatewayKeys.depositGateway, GatewayKeys.depositSimulator, Keys.spotAccount, Keys.draftStore],
    );
}
