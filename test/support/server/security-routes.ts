import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { ok, text, type RouteTable } from './route-types';

/** The anti-phishing phrase and the active sessions (api-paths.ts `security`), over the engine's security part. */
export function securityRoutes(engine: ExchangeEngine): RouteTable['security'] {
  return {
    setAntiPhishing: ({ params, token }) =>
      ok(engine.setAntiPhishing(token, { phrase: text(params, 'phrase'), code: text(params, 'code') })),
    sessions: ({ token }) => ok(engine.activeSessions(token)),
    signOutOthers: ({ token }) => ok(engine.signOutOtherSessions(token)),
    signOutSession: ({ params, token }) => ok(engine.signOutSession(token, text(params, 'id'))),
  };
}
