import type { Container } from 'inversify';
import { createDepositServices } from '../application/deposit/deposit-services';
import type { DepositGateway, DepositSimulator } from '../domain/deposit/deposit.port';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
import { GatewayKeys, Keys } from './keys';

export function bindDeposit(container: Container): void {
  container
    .bind(Keys.deposit)
    .toResolvedValue(
      (deposits: DepositGateway, simulator: DepositSimulator | null, spotAccount: SpotAccountGateway) =>
        createDepositServices({ deposits, simulator, spotAccount }),
      [GatewayKeys.depositGateway, GatewayKeys.depositSimulator, GatewayKeys.spotAccountGateway],
    );
}
