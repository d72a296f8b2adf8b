import { fromPromise } from 'xstate';
import type { ContractGateway, ContractTransferGateway } from '../../domain/contract/contract.port';
import type { MarketGateway } from '../../domain/market/market.port';
import type { WalletCache, WalletPreferences } from '../../domain/wallet/wallet.port';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SpotAccount } from '../shared/spot-account.machine';
import { createTransferForm } from '../shared/transfer-form';
import {
  createWalletScreenMachine,
  type WalletAccounts,
  type WalletScreenMachine,
} from './wallet-screen.machine';

/** Input ports of the wallet screens. */
export interface WalletServices {
  /**
   * The assets screen: every account's balances and prices (kept for the next visit), the
   * transfer between spot and the contract (confirmed first), the hide-small and hide-amounts
   * preferences.
   */
  screen: WalletScreenMachine;
}

export interface WalletServicesDeps {
  /** The app's spot account: the wallet shows and reloads the same spot answer as every screen. */
  spotAccount: SpotAccount;
  /** The real seconds-contract account. */
  contract: ContractGateway;
  demo: ContractGateway;
  market: MarketGateway;
  transfers: ContractTransferGateway;
  cache: WalletCache;
  preferences: WalletPreferences;
  drafts: DraftStore;
}

/** Latest close by base coin from the USDT market list (SPEC section 3: prices from the market list). */
async function usdtPrices(market: MarketGateway): Promise<Record<string, string>> {
  try {
    const tickers = await market.tickers('USDT');
    return Object.fromEntries(tickers.map((ticker) => [ticker.base.toUpperCase(), ticker.close]));
  } catch {
    // Balances still show without prices: a missing price values a coin at 0 (SPEC section 3).
    return {};
  }
}

export function createWalletServices(deps: WalletServicesDeps): WalletServices {
  const { spotAccount, contract, demo, market, transfers, cache, preferences, drafts } = deps;
  const loadAccounts = async (): Promise<WalletAccounts> => {
    const [contractAssets, demoAssets, prices] = await Promise.all([
      contract.assets(),
      demo.assets(),
      usdtPrices(market),
    ]);
    return { contract: contractAssets.list, demo: demoAssets.list, prices };
  };
  const screen = createWalletScreenMachine({
    // A lost answer leaves the outcome unknown: the screen reloads every account, nothing is resent.
    transfer: provideForm(createTransferForm({ confirm: true }), {
      send: (request, once) => transfers.transfer(request, once),
    }),
    spotAccount,
    drafts,
    keptOverview: () => cache.load(),
    amountsHidden: () => preferences.hideAmounts(),
  }).provide({
    actors: { loadAccounts: fromPromise(loadAccounts) },
    actions: {
      keepOverview: (_, overview) => {
        if (overview) cache.save(overview);
      },
      keepAmountsHidden: (_, hidden) => preferences.setHideAmounts(hidden),
    },
  });
  return { screen };
}
