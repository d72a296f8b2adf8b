import type { Container } from 'inversify';
import { createWithdrawServices } from '../application/withdraw/withdraw-services';
import type { Clock } from '../domain/shared/clock.port';
import type { UserGateway } from '../domain/user/user.port';
import type { SpotAssetsGateway } from '../domain/wallet/wallet.port';
import type { AddressBookGateway } from '../domain/withdraw/address-book.port';
import type { WithdrawGateway } from '../domain/withdraw/withdraw.port';
import { GatewayKeys, Keys } from './keys';

export function bindWithdraw(container: Container): void {
  container
    .bind(Keys.withdraw)
    .toResolvedValue(
      (
        addresses: AddressBookGateway,
        withdrawals: WithdrawGateway,
        spotAssets: SpotAssetsGateway,
        users: UserGateway,
        clock: Clock,
      ) => createWithdrawServices({ addresses, withdrawals, spotAssets, users, clock }),
      [
        GatewayKeys.addressBookGateway,
        GatewayKeys.withdrawGateway,
        GatewayKeys.spotAssetsGateway,
        GatewayKeys.userGateway,
        GatewayKeys.clock,
      ],
    );
}
