import { authenticatorPart } from '../../../adapters/demo/engine/parts/authenticator/authenticator.part';
import { createDemoAuthenticatorGateway } from '../../../adapters/demo/gateways/demo-authenticator.adapter';
import { identityPart } from '../../../adapters/demo/engine/parts/identity/identity.part';
import { createDemoIdentityGateway } from '../../../adapters/demo/gateways/demo-identity.adapter';
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
  },
};
