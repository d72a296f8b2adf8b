import type { Container } from 'inversify';
import type { AppServices } from '../application/app-services';
import type { FeatureGroup, FeatureModules } from '../application/feature-modules';
import { Keys, type Key } from './keys';

type Groups = Omit<AppServices, 'backendMode'>;

/** The container key of each group of input ports that the UI may read. */
const GROUP_KEYS: { readonly [Name in keyof Groups]: Key<Groups[Name]> } = {
  time: Keys.serverTime,
  features: Keys.features,
  language: Keys.language,
  session: Keys.session,
  accountForms: Keys.accountForms,
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
  products: Keys.products,
  messages: Keys.messages,
  account: Keys.account,
};

/** The groups whose bindings come with a feature module, and that module. */
const MODULE_OF: Partial<Record<keyof Groups, FeatureGroup>> = {
  contract: 'contract',
  withdraw: 'withdraw',
  spot: 'spot',
  wallet: 'wallet',
  convert: 'convert',
  ledger: 'ledger',
  deposit: 'deposit',
  products: 'products',
  messages: 'messages',
  account: 'account',
  accountForms: 'accountForms',
};

/**
 * The app's services, each group resolved from the container the first time the UI reads it.
 * The first screen of a phone needs the session, the language and the market; resolving the
 * rest as well cost a cheap phone a tenth of a second before anything showed. A feature
 * module's group reads once the module is in: its page waits for it (`features.load`).
 */
export function appServicesOnFirstUse(container: Container, backendMode: AppServices['backendMode']) {
  const services = { backendMode } as AppServices;
  const features = container.get<FeatureModules>(Keys.features);
  for (const [name, key] of Object.entries(GROUP_KEYS)) {
    const module = MODULE_OF[name as keyof Groups];
    let resolved: { value: unknown } | undefined;
    Object.defineProperty(services, name, {
      enumerable: true,
      get: () => {
        if (module && !features.loaded([module]))
          throw new Error(
            `services.${name} was read before the '${module}' module loaded: its page must declare it.`,
          );
        return (resolved ??= { value: container.get(key) }).value;
      },
    });
  }
  return services;
}
