import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { ok, type RouteTable } from './route-types';

/** The wallet's calls (api-paths.ts, all assumed) over the engine. */
export function walletRoutes(engine: ExchangeEngine): RouteTable['wallet'] {
  return {
    spotAccount: ({ token }) => ok(engine.assets(token, 'spot').list),
  };
}
