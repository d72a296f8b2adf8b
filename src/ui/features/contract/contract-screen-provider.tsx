import type { ReactNode } from 'react';
import { MarketFeedProvider } from '../market/feed/market-feed-provider';
import { AccountScopeProvider } from './account-scope-provider';
import { ContractScreenContext } from './contract-screen-context';
import { useContractScreen, type ContractScreenOptions } from './use-contract-screen';

type ProviderProps = ContractScreenOptions & { children: ReactNode };

function ContractScreenActors({ children, ...options }: ProviderProps) {
  const { screen, accountId } = useContractScreen(options);
  return (
    <ContractScreenContext.Provider value={screen}>
      <AccountScopeProvider key={accountId} accountId={accountId}>
        {children}
      </AccountScopeProvider>
    </ContractScreenContext.Provider>
  );
}

/** The live ticker feed and the actors of one contract screen, with a fresh scope per account. */
export function ContractScreenProvider(props: ProviderProps) {
  return (
    <MarketFeedProvider>
      <ContractScreenActors {...props} />
    </MarketFeedProvider>
  );
}
