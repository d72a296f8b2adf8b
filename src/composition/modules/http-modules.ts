import type { ModuleLoaders } from './feature-modules';

/** Http mode's feature modules: use cases, machines and the HTTP adapters of each. */
export const HTTP_MODULES: ModuleLoaders = {
  wallet: async () => (await import('./http/wallet.module')).walletModule,
  deposit: async () => (await import('./http/deposit.module')).depositModule,
  withdraw: async () => (await import('./http/withdraw.module')).withdrawModule,
  convert: async () => (await import('./http/convert.module')).convertModule,
  ledger: async () => (await import('./http/ledger.module')).ledgerModule,
  spot: async () => (await import('./http/spot.module')).spotModule,
  contract: async () => (await import('./http/contract.module')).contractModule,
  pair: async () => (await import('./pair.module')).pairModule,
  products: async () => (await import('./http/products.module')).productsModule,
  messages: async () => (await import('./http/messages.module')).messagesModule,
  accountForms: async () => (await import('./account-forms.module')).accountFormsModule,
  account: async () => (await import('./http/account.module')).accountModule,
};
