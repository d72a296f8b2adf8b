import { authenticatorPart } from '../../../adapters/demo/engine/parts/authenticator/authenticator.part';
import { createDemoAuthenticatorGateway } from '../../../adapters/demo/gateways/demo-authenticator.adapter';
import { identityPart } from '../../../adapters/demo/engine/parts/identity/identity.part';
import { invitePart } from '../../../adapters/demo/engine/parts/invite/invite.part';
import { createDemoInviteGateway } from '../../../adapters/demo/gateways/demo-invite.adapter';
import { createDemoIdentityGateway } from '../../../adapters/demo/gateways/demo-identity.adapter';
import { securityPart } from '../../../adapters/demo/engine/parts/security/security.part';
import { createDemoAccountSecurityGateway } from '../../../adapters/demo/gateways/demo-account-security.adapter';
import { bindAccount } from '../../account.bindings';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';

export const accountModule: FeatureModule = {
  bind(container) {
    bindAccount(container);
    bindDemoGateway(container, GatewayKeys.identityGateway, createDemoIdentityGateway);
    registerEnginePart(container, identityPart);
    bindDemoGateway(container, GatewayKeys.authenticatorGateway, createDemoAuthenticatorGateway);
    registerEnginePart(container, authenticatorPart);
    bindDemoGateway(container, GatewayKeys.inviteGateway, createDemoInviteGateway);
    registerEnginePart(container, invitePart);
    bindDemoGateway(container, GatewayKeys.accountSecurityGateway, createDemoAccountSecurityGateway);
    registerEnginePart(container, securityPart);
  },
};
