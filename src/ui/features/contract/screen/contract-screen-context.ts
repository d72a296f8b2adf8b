import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountMachine } from '../../../../application/contract/account.machine';
import type { AccountScopeMachine } from '../../../../application/contract/account-scope.machine';
import type { ContractScreenMachine } from '../../../../application/contract/contract-screen.machine';
import type { OrderForm } from '../../../../application/contract/order.machine';
import type { ContractAccount } from '../../../../domain/contract/contract';

/** The actors of one contract screen; they live as long as the screen. */
export interface ContractScreen {
  screen: ActorRefFrom<ContractScreenMachine>;
  account: ActorRefFrom<AccountMachine>;
  order: ActorRefFrom<OrderForm>;
}

/** What belongs to the account shown: the screen machine starts a new scope on every switch. */
export interface AccountScope {
  accountId: ContractAccount;
  scope: ActorRefFrom<AccountScopeMachine>;
}

export const ContractScreenContext = createContext<ContractScreen | null>(null);
export const AccountScopeContext = createContext<AccountScope | null>(null);

export function useContractScreenContext(): ContractScreen {
  const value = useContext(ContractScreenContext);
  if (!value) throw new Error('useContractScreenContext must be used inside ContractScreenProvider');
  return value;
}

export function useAccountScope(): AccountScope {
  const value = useContext(AccountScopeContext);
  if (!value) throw new Error('useAccountScope must be used inside ContractScreenProvider');
  return value;
}
