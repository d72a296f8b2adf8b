import type { Container } from 'inversify';
import type { AppServices } from '../application/app-services';
import { Keys, type Key } from './keys';

type Groups = Omit<AppServices, 'backendMode'>;

/** The container key of each group of input ports that the UI may read. */
const GROUP_KEYS: { readonly [Name in keyof Groups]: Key<Groups[Name]> } = {
  time: Keys.serverTime,
  spotAccount: Keys.spotAccount,
  language: Keys.language,
  session: Keys.session,
  support: Keys.support,
  notices: Keys.notices,
  demoData: Keys.demoData,
  contract: Keys.contractServices,
  market: Keys.market,
  withdraw: Keys.withdraw,
  spot: Keys.spotServices,
  wallet: Keys.walletServices,
  storage: Keys.storageServices,
  convert: Keys.convertServices,
  ledger: Keys.ledgerServices,
  deposit: Keys.deposit,
  device: Keys.device,
};

/**
 * The app's services, each group resolved from the container the first time the UI reads it.
 * The first screen of a phone needs the session, the language and the market; resolving the
 * wallet, spot, exchange, ledger, deposit and withdraw groups as well cost a cheap phone a
 * tenth of a second before anything showed. Singletons all: a group is made once either way.
 */
export function appServicesOnFirstUse(container: Container, backendMode: AppServices['backendMode']) {
  const services = { backendMode } as AppServices;
  for (const [name, key] of Object.entries(GROUP_KEYS)) {
    let resolved: { value: unknown } | undefined;
    Object.defineProperty(services, name, {
      enumerable: true,
      get: () => (resolved ??= { value: container.get(key) }).value,
    });
  }
  return services;
}
