import type { ModuleLoaders } from './feature-modules';

/** Demo mode's feature modules: use cases, machines, demo gateways and the exchange's part of each. */
export const DEMO_MODULES: ModuleLoaders = {
  wallet: async () => (await import('./demo/wallet.module')).walletModule,
  deposit: async () => (await import('./demo/deposit.module')).depositModule,
  withdraw: async () => (await import('./demo/withdraw.module')).withdrawModule,
  convert: async () => (await import('./demo/convert.module')).convertModule,
  ledger: async () => (await import('./demo/ledger.module')).ledgerModule,
  spot: async () => (await import('./demo/spot.module')).spotModule,
  contract: async () => (await import('./demo/contract.module')).contractModule,
  pair: async () => (await import('./pair.module')).pairModule,
  products: async () => (await import('./demo/products.module')).productsModule,
  messages: async () => (await import('./demo/messages.module')).messagesModule,
  accountForms: async () => (await import('./account-forms.module')).accountFormsModule,
  account: async () => (await import('./demo/account.module')).accountModule,
};
