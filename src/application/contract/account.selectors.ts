import type { SnapshotFrom } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import type { AccountMachine } from './account.machine';

type AccountSnapshot = SnapshotFrom<AccountMachine>;

export const selectAccount = (snapshot: AccountSnapshot) => snapshot.context.account;
export const selectIsDemo = (snapshot: AccountSnapshot) => snapshot.context.account === ContractAccount.demo;
export const selectAccountConfig = (snapshot: AccountSnapshot) => snapshot.context.config;
export const selectAccountLoading = (snapshot: AccountSnapshot) => snapshot.matches('loading');
export const selectAccountError = (snapshot: AccountSnapshot) => snapshot.context.error;
export const selectConfirmingReal = (snapshot: AccountSnapshot) => snapshot.matches('confirmingReal');
