import type { Container } from 'inversify';
import { createWithdrawServices } from '../application/withdraw/withdraw-services';
import type { Clock } from '../domain/shared/clock.port';
import type { UserGateway } from '../domain/user/user.port';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
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
        spotAccount: SpotAccountGateway,
        users: UserGateway,
        clock: Clock,
      ) => createWithdrawServices({ addresses, withdrawals, spotAccount, users, clock }),
      [
        GatewayKeys.addressBookGateway,
        GatewayKeys.withdrawGateway,
        GatewayKeys.spotAccountGateway,
        GatewayKeys.userGateway,
        GatewayKeys.clock,
      ],
    );
}
