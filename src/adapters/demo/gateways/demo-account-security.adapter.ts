import type { AccountSecurityGateway } from '../../../domain/account/account-security.port';
import type { DemoExchange } from '../demo-exchange';
import { securityPart } from '../engine/parts/security/security.part';

/** The anti-phishing phrase and the session list on the simulated exchange. */
export function createDemoAccountSecurityGateway({
  exchange,
}: {
  exchange: DemoExchange;
}): AccountSecurityGateway {
  const security = exchange.part(securityPart);
  return {
    setAntiPhishing: (request) => security.call((engine, token) => engine.setAntiPhishing(token, request)),
    sessions: () => security.call((engine, token) => engine.activeSessions(token)),
    signOutOthers: () => security.call((engine, token) => engine.signOutOtherSessions(token)),
    signOut: (id) => security.call((engine, token) => engine.signOutSession(token, id)),
  };
}
