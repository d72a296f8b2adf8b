import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { int, ok, type RouteTable } from './route-types';

/** Invitations (api-paths.ts `invite`), over the engine's invite part. */
export function inviteRoutes(engine: ExchangeEngine): RouteTable['invite'] {
  return {
    invitees: ({ params, token }) => {
      const page = engine.invitees(token, int(params, 'pageNo'), int(params, 'pageSize'));
      return ok({ ...page, totalRow: page.sum });
    },
  };
}
