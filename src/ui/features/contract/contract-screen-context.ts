import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountMachine } from '../../../application/contract/account.machine';
import type { OrderMachine } from '../../../application/contract/order.machine';
import type { PagedListMachine } from '../../../application/paging/paged-list.machine';
import type { ContractAccount, ContractOrder } from '../../../domain/contract/contract';
import type { AssetsView } from './use-contract-assets';
import type { ContractFeed } from './use-contract-feed';

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  /** SPEC section 8: a warning shows as info. */
  warning: (text: string) => void;
}

/** The actors of one contract screen; they live as long as the screen. */
export interface ContractScreen {
  account: ActorRefFrom<AccountMachine>;
  order: ActorRefFrom<OrderMachine>;
  feed: ContractFeed;
  notify: Notify;
}

/** What belongs to the account shown: it starts afresh on every switch. */
export interface AccountScope {
  accountId: ContractAccount;
  holding: ActorRefFrom<PagedListMachine<ContractOrder>>;
  assets: AssetsView;
  /** Bumped after an order or a settlement, so history lists reload. */
  version: number;
  changed: () => void;
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
  if (!value) throw new Error('useAccountScope must be used inside AccountScopeProvider');
  return value;
}
