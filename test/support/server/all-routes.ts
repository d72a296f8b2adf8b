import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { allApiPaths, type ApiPath } from '../../../src/adapters/http/api-paths';
import type { Clock } from '../../../src/domain/shared/clock.port';
import { noticeRoutes, paramRoutes, userRoutes } from './account-routes';
import { contractRoutes, demoContractRoutes } from './contract-routes';
import { marketRoutes } from './market-routes';
import { addressBookRoutes } from './address-book-routes';
import { spotRoutes } from './spot-routes';
import type { Handler, RouteTable } from './route-types';
import { walletRoutes } from './wallet-routes';
import { convertRoutes, ledgerRoutes } from './convert-routes';
import { depositRoutes, withdrawRoutes } from './deposit-routes';
import { productsRoutes } from './products-routes';
import { identityRoutes } from './identity-routes';
import { authenticatorRoutes } from './authenticator-routes';
import { inviteRoutes } from './invite-routes';
import { securityRoutes } from './security-routes';

export interface Route {
  /** `group.name` in the API table, e.g. 'contract.orders'. */
  key: string;
  entry: ApiPath;
  handler: Handler;
}

export function routeTable(engine: ExchangeEngine, clock: Clock): RouteTable {
  return {
    market: marketRoutes(engine, clock),
    user: userRoutes(engine),
    params: paramRoutes(engine),
    notices: noticeRoutes(engine),
    contract: contractRoutes(engine),
    demoContract: demoContractRoutes(engine),
    addressBook: addressBookRoutes(engine),
    spot: spotRoutes(engine),
    wallet: walletRoutes(engine),
    convert: convertRoutes(engine),
    ledger: ledgerRoutes(engine),
    deposit: depositRoutes(engine),
    withdraw: withdrawRoutes(engine),
    products: productsRoutes(engine),
    identity: identityRoutes(engine),
    authenticator: authenticatorRoutes(engine),
    invite: inviteRoutes(engine),
    security: securityRoutes(engine),
  };
}

/** Exactly the paths of the app's API table, each with its handler, by path. */
export function routesByPath(table: RouteTable): Map<string, Route> {
  const handlers = table as unknown as Record<string, Record<string, Handler>>;
  const routes = new Map<string, Route>();
  for (const { group, name, entry } of allApiPaths()) {
    const handler = handlers[group]?.[name];
    if (!handler) throw new Error(`No route for ${group}.${name}`);
    routes.set(entry.path, { key: `${group}.${name}`, entry, handler });
  }
  return routes;
}
