import { createHttpAuthenticatorGateway } from '../../../adapters/http/authenticator.adapter';
import { createHttpIdentityGateway } from '../../../adapters/http/identity.adapter';
import { createHttpInviteGateway } from '../../../adapters/http/invite.adapter';
import { createHttpAccountSecurityGateway } from '../../../adapters/http/account-security.adapter';
import { bindAccount } from '../../account.bindings';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';

export const accountModule: FeatureModule = {
  bind(container) {
    bindAccount(container);
    bindHttpGateway(container, GatewayKeys.identityGateway, 'identity', createHttpIdentityGateway);
    bindHttpGateway(
      container,
      GatewayKeys.authenticatorGateway,
      'authenticator',
      createHttpAuthenticatorGateway,
    );
    bindHttpGateway(container, GatewayKeys.inviteGateway, 'invite', createHttpInviteGateway);
    bindHttpGateway(
      container,
      GatewayKeys.accountSecurityGateway,
      'security',
      createHttpAccountSecurityGateway,
    );
  },
};
