import type { Container } from 'inversify';
import { createAccountServices } from '../application/account/account-services';
import type { SessionEventChannel } from '../application/session/session-events';
import type { AccountSecurityGateway } from '../domain/account/account-security.port';
import type { AuthenticatorGateway } from '../domain/account/authenticator.port';
import type { IdentityGateway } from '../domain/account/identity.port';
import type { InviteGateway } from '../domain/account/invite.port';
import { GatewayKeys, Keys } from './keys';

export function bindAccount(container: Container): void {
  container
    .bind(Keys.account)
    .toResolvedValue(
      (
        identity: IdentityGateway,
        authenticator: AuthenticatorGateway,
        profile: SessionEventChannel,
        invite: InviteGateway,
        security: AccountSecurityGateway,
      ) => createAccountServices({ identity, authenticator, profile, invite, security }),
      [
        GatewayKeys.identityGateway,
        GatewayKeys.authenticatorGateway,
        Keys.sessionChannel,
        GatewayKeys.inviteGateway,
        GatewayKeys.accountSecurityGateway,
      ],
    );
}
