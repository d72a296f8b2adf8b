import type { Container } from 'inversify';
import { createWithdrawServices } from '../application/withdraw/withdraw-services';
import type { Clock } from '../domain/shared/clock.port';
import type { UserGateway } from '../domain/user/user.port';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import type { DraftStore } from '../application/shared/draft-store';
import type { SessionEventChannel } from '../application/session/session-events';
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
        spotAccount: SpotAccount,
        users: UserGateway,
        clock: Clock,
        drafts: DraftStore,
        profile: SessionEventChannel,
      ) => createWithdrawServices({ addresses, withdrawals, spotAccount, users, clock, drafts, profile }),
      [
        GatewayKeys.addressBookGateway,
        GatewayKeys.withdrawGateway,
        Keys.spotAccount,
        GatewayKeys.userGateway,
        GatewayKeys.clock,
        Keys.draftStore,
        Keys.sessionChannel,
      ],
    );
}
