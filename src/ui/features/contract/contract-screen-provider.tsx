import type { ReactNode } from 'react';
import { AccountScopeProvider } from './account-scope-provider';
import { ContractScreenContext } from './contract-screen-context';
import { useContractScreen, type ContractScreenOptions } from './use-contract-screen';

/** The actors of one contract screen, with a fresh account scope for the account shown. */
export function ContractScreenProvider({
  children,
  ...options
}: ContractScreenOptions & { children: ReactNode }) {
  const { screen, accountId } = useContractScreen(options);
  return (
    <ContractScreenContext.Provider value={screen}>
      <AccountScopeProvider key={accountId} accountId={accountId}>
        {children}
      </AccountScopeProvider>
    </ContractScreenContext.Provider>
  );
}
