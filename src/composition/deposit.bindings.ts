import type { Container } from 'inversify';
import { createDepositServices } from '../application/deposit/deposit-services';
import type { DepositGateway, DepositSimulator } from '../domain/deposit/deposit.port';
import type { SpotAssetsGateway } from '../domain/wallet/wallet.port';
import { GatewayKeys, Keys } from './keys';

export function bindDeposit(container: Container): void {
  container
    .bind(Keys.deposit)
    .toResolvedValue(
      (deposits: DepositGateway, simulator: DepositSimulator | null, spotAssets: SpotAssetsGateway) =>
        createDepositServices({ deposits, simulator, spotAssets }),
      [GatewayKeys.depositGateway, GatewayKeys.depositSimulator, GatewayKeys.spotAssetsGateway],
    );
}
