import type { IdentityGateway } from '../../../domain/account/identity.port';
import type { DemoExchange } from '../demo-exchange';
import { identityPart } from '../engine/parts/identity/identity.part';

/** The identity check on the simulated exchange: reviewed on its clock a little later. */
export function createDemoIdentityGateway({ exchange }: { exchange: DemoExchange }): IdentityGateway {
  const identity = exchange.part(identityPart);
  return {
    submit: (request) => identity.call((engine, token) => engine.submitIdentity(token, request)),
  };
}
