import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { ok, text, type RouteTable } from './route-types';

/** The authenticator binding (api-paths.ts `authenticator`), over the engine's authenticator part. */
export function authenticatorRoutes(engine: ExchangeEngine): RouteTable['authenticator'] {
  return {
    start: ({ token }) => ok(engine.startAuthenticator(token)),
    confirm: ({ params, token }) => ok(engine.confirmAuthenticator(token, text(params, 'code'))),
  };
}
