import type { AuthenticatorGateway } from '../../../domain/account/authenticator.port';
import type { DemoExchange } from '../demo-exchange';
import { authenticatorPart } from '../engine/parts/authenticator/authenticator.part';

/** The authenticator binding on the simulated exchange: codes checked on its clock. */
export function createDemoAuthenticatorGateway({
  exchange,
}: {
  exchange: DemoExchange;
}): AuthenticatorGateway {
  const authenticator = exchange.part(authenticatorPart);
  return {
    start: () => authenticator.call((engine, token) => engine.startAuthenticator(token)),
    confirm: (code) => authenticator.call((engine, token) => engine.confirmAuthenticator(token, code)),
  };
}
