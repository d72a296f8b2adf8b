import type { ActorRefFrom } from 'xstate';
import type { ContractGateway, ContractTransferGateway } from '../../domain/contract/contract.port';
import type { TransferRequest } from '../../domain/wallet/transfer';
import type { MarketGateway } from '../../domain/market/market.port';
import { WalletAccount, type WalletSnapshot } from '../../domain/wallet/wallet';
import type { WalletCache, WalletPreferences } from '../../domain/wallet/wallet.port';
import { transferAmountProblem, transferToSend } from '../../domain/wallet/transfer';
import { createQueryMachine, provideQuery, type QueryMachine } from '../shared/query.machine';
import { selectQueryLoading } from '../shared/query.selectors';
import {
  createSubmissionMachine,
  provideSubmission,
  type SubmissionMachine,
  withReconcile,
} from '../shared/submission.machine';
import { reloadAndWait } from '../shared/until-settled';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';

/** Input ports of the wallet screens. */
export interface WalletServices {
  /** Every account's balances and the prices to value them; saved for the next visit. */
  overview: QueryMachine<WalletSnapshot>;
  /** The overview kept from the last visit, shown before the refresh returns; null if none. */
  cachedOverview(): WalletSnapshot | null;
  hideAmounts(): boolean;
  setHideAmounts(hidden: boolean): void;
  /**
   * Spot <-> contract (type 1 / 2): the contract screen's rule and submission machine. A
   * lost answer reloads `overview` (the balances shown) before the button comes back.
   */
  transfer(overview: ActorRefFrom<QueryMachine<WalletSnapshot>>): SubmissionMachine<TransferRequest>;
}

export interface WalletServicesDeps {
  spot: SpotAccountGateway;
  /** The real seconds-contract account. */
  contract: ContractGateway;
  demo: ContractGateway;
  market: MarketGateway;
  transfers: ContractTransferGateway;
  cache: WalletCache;
  preferences: WalletPreferences;
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
  const { spot, contract, demo, market, transfers, cache, preferences } = deps;
  const send = provideSubmission(
    createSubmissionMachine<TransferRequest>((request) => transferAmountProblem(request.amount), {
      movesMoney: true,
    }),
    (request) => transfers.transfer(transferToSend(request)),
  );
  const fetchOverview = async (): Promise<WalletSnapshot> => {
    const [spotList, contractAssets, demoAssets, prices] = await Promise.all([
      spot.balances(),
      contract.assets(),
      demo.assets(),
      usdtPrices(market),
    ]);
    const snapshot: WalletSnapshot = {
      balances: {
        [WalletAccount.spot]: spotList,
        [WalletAccount.contract]: contractAssets.list,
        [WalletAccount.demo]: demoAssets.list,
      },
      prices,
    };
    cache.save(snapshot);
    return snapshot;
  };
  return {
    overview: provideQuery(createQueryMachine<WalletSnapshot>(), fetchOverview),
    cachedOverview: () => cache.load(),
    hideAmounts: () => preferences.hideAmounts(),
    setHideAmounts: (hidden) => preferences.setHideAmounts(hidden),
    transfer: (overview) =>
      withReconcile(send, () =>
        reloadAndWait(
          () => overview.send({ type: 'reload' }),
          [{ actor: overview, busy: selectQueryLoading<WalletSnapshot> }],
        ),
      ),
  };
}
