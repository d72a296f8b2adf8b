import type { ActorRefFrom } from 'xstate';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { SavedAddress } from '../../domain/withdraw/address-book';
import type { WithdrawGuard } from '../../domain/withdraw/withdraw-guard';
import type { Withdrawal, WithdrawNetworkConfig, WithdrawRequest } from '../../domain/withdraw/withdrawal';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import type { Failure } from '../shared/failure-message';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { SpotAccountChanged } from '../shared/spot-account.watch';
import type { ByIdFormMachine } from './by-id-form';
import type { WithdrawFormMachine } from './withdraw-form';

/**
 * What the screen loads itself: the fee and minimum per network, the address book, what holds
 * withdrawals, and every address past withdrawals went to (all of them, whatever records page
 * is loaded: a typed address is checked against each for a lookalike).
 */
export interface WithdrawBook {
  config: WithdrawNetworkConfig[];
  saved: SavedAddress[];
  guard: WithdrawGuard;
  past: readonly string[];
}

export interface WithdrawScreenDeps {
  form: WithdrawFormMachine;
  records: PagedListMachine<Withdrawal>;
  /** Cancels a pending withdrawal by id. */
  cancel: ByIdFormMachine;
  /** The app's spot account: the balances a withdrawal spends and freezes. */
  spotAccount: SpotAccount;
  /** Where the form keeps its draft while the screen is not shown. */
  drafts: DraftStore;
  /** Server time, for the saved addresses' cool-downs. */
  now: () => number;
}

/** What the screen is started with: the profile as it opens (the gate read it just now). */
export interface WithdrawScreenInput {
  /** The profile's googleBind: withdrawals ask for the authenticator's code too. */
  authenticator: boolean;
}

export interface WithdrawScreenContext {
  form: ActorRefFrom<WithdrawFormMachine>;
  records: ActorRefFrom<PagedListMachine<Withdrawal>>;
  cancel: ActorRefFrom<ByIdFormMachine>;
  spotAccount: SpotAccount;
  book: WithdrawBook | null;
  /** Why the book could not be loaded; the book before stays. */
  error: Failure | null;
  spot: BalanceRow[] | null;
  spotError: Failure | null;
  authenticator: boolean;
}

export type WithdrawScreenEmitted =
  | { type: 'withdraw.sent'; withdrawal: Withdrawal }
  | { type: 'withdraw.unknown' }
  | { type: 'withdraw.cancelled' };

export type WithdrawScreenEvent =
  | { type: 'terms.reload' }
  | SpotAccountChanged
  // Heard from the form and the cancel (forward).
  | { type: 'withdraw.sent'; output: Withdrawal; request: WithdrawRequest }
  | { type: 'withdraw.unknown'; request: WithdrawRequest }
  | { type: 'withdraw.refused' }
  | { type: 'withdraw.cancelled' };
