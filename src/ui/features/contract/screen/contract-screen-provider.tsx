import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { selectScopeAccount } from '../../../../application/contract/account-scope.selectors';
import {
  selectAccountActor,
  selectOrderActor,
  selectScope,
} from '../../../../application/contract/contract-screen.selectors';
import { DEFAULT_BASE_COIN, DEFAULT_QUOTE_COIN } from '../../../../domain/precision';
import { useServices } from '../../../shared/services-context';
import { MarketFeedProvider } from '../../market/feed/market-feed-provider';
import {
  AccountScopeContext,
  ContractScreenContext,
  type AccountScope,
  type ContractScreen,
} from './contract-screen-context';
import { usePayCoinFeeds } from './use-pay-coin-feeds';
import { useScreenToasts } from './use-screen-toasts';

export interface ContractScreenOptions {
  /** Desktop: the amount resets to the duration's minimum when config loads (SPEC section 4). */
  resetAmountOnConfig: boolean;
  /** Desktop's default open amount is 1; mobile starts empty. */
  openAmount?: string;
  /** The pair's base coin to start with (a market link's symbol); BTC by default. */
  baseCoin?: string;
}

type ProviderProps = ContractScreenOptions & { children: ReactNode };

function ContractScreenActors({ children, ...options }: ProviderProps) {
  const { contract } = useServices();
  const screen = useActorRef(contract.screen, {
    input: {
      feeds: usePayCoinFeeds(),
      baseCoin: options.baseCoin ?? DEFAULT_BASE_COIN,
      quoteCoin: DEFAULT_QUOTE_COIN,
      openAmount: options.openAmount,
      resetAmountOnConfig: options.resetAmountOnConfig,
    },
  });
  useScreenToasts(screen);
  const account = useSelector(screen, selectAccountActor);
  const order = useSelector(screen, selectOrderActor);
  const scope = useSelector(screen, selectScope);
  const accountId = useSelector(scope, selectScopeAccount);
  const value: ContractScreen = useMemo(() => ({ screen, account, order }), [screen, account, order]);
  const scoped: AccountScope = useMemo(() => ({ accountId, scope }), [accountId, scope]);
  // Keyed by the scope, so a switch also resets what the account's views keep (tab, page).
  return (
    <ContractScreenContext.Provider value={value}>
      <AccountScopeContext.Provider key={scope.id} value={scoped}>
        {children}
      </AccountScopeContext.Provider>
    </ContractScreenContext.Provider>
  );
}

/** The live ticker feed and the contract screen machine, with a fresh scope per account. */
export function ContractScreenProvider(props: ProviderProps) {
  return (
    <MarketFeedProvider>
      <ContractScreenActors {...props} />
    </MarketFeedProvider>
  );
}
