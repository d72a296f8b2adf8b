import { fromPromise } from 'xstate';
import { pageQuery } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import type { ProfileChangeListener } from '../../domain/session/session.port';
import type { UserGateway } from '../../domain/user/user.port';
import type { AddressBookGateway } from '../../domain/withdraw/address-book.port';
import type { WithdrawGateway } from '../../domain/withdraw/withdraw.port';
import type { Withdrawal } from '../../domain/withdraw/withdrawal';
import type { SavedAddress } from '../../domain/withdraw/address-book';
import { createPagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import type { SpotAccount } from '../shared/spot-account.machine';
import { createAddressSaveForm } from './address-book-form';
import { createAddressBookScreenMachine, type AddressBookScreenMachine } from './address-book-screen.machine';
import { createByIdForm } from './by-id-form';
import { createFundPasswordForm } from './fund-password-form';
import {
  createFundPasswordScreenMachine,
  type FundPasswordScreenMachine,
} from './fund-password-screen.machine';
import type { WithdrawGuard } from '../../domain/withdraw/withdraw-guard';
import { createWhitelistForm } from './whitelist-form';
import { createWhitelistScreenMachine, type WhitelistScreenMachine } from './whitelist-screen.machine';
import { createWithdrawForm } from './withdraw-form';
import {
  createWithdrawScreenMachine,
  type WithdrawBook,
  type WithdrawScreenMachine,
} from './withdraw-screen.machine';

/** Money leaving the exchange, and what guards it. */
export interface WithdrawServices {
  /** The address book: the list, its save form and the removal. */
  addressBook: AddressBookScreenMachine;
  /** The withdraw form, its terms, records and cancel. */
  screen: WithdrawScreenMachine;
  /** Sets the fund password the withdrawal asks for; the session then reads the profile again. */
  fundPassword: FundPasswordScreenMachine;
  /** The security centre's whitelist-only switch. */
  whitelist: WhitelistScreenMachine;
}

export interface WithdrawServicesDeps {
  addresses: AddressBookGateway;
  withdrawals: WithdrawGateway;
  spotAccount: SpotAccount;
  users: Pick<UserGateway, 'setTransactionPassword'>;
  clock: Clock;
  drafts: DraftStore;
  /** The session's channel: a fund password set changes the profile (isAssert). */
  profile: ProfileChangeListener;
}

export function createWithdrawServices(deps: WithdrawServicesDeps): WithdrawServices {
  const { addresses, withdrawals, spotAccount, users, clock, drafts, profile } = deps;
  const addressBook = createAddressBookScreenMachine({
    list: provideQuery(createQueryMachine<SavedAddress[]>(), () => addresses.list()),
    save: provideForm(createAddressSaveForm(), {
      send: ({ id, draft }) => (id === null ? addresses.add(draft) : addresses.edit(id, draft)),
    }),
    remove: provideForm(createByIdForm(), { send: (id) => addresses.remove(id) }),
  });
  const screen = createWithdrawScreenMachine({
    form: provideForm(createWithdrawForm(), {
      send: (request, once) => withdrawals.withdraw(request, once),
    }),
    records: createPagedListMachine<Withdrawal>().provide({
      actors: { fetchPage: fromPromise(({ input }) => withdrawals.records(pageQuery(input.pageNo))) },
    }),
    cancel: provideForm(createByIdForm(), { send: (id) => withdrawals.cancel(id) }),
    spotAccount,
    drafts,
    now: () => clock.now(),
  }).provide({
    actors: {
      loadBook: fromPromise(async (): Promise<WithdrawBook> => {
        const [config, saved, guard, past] = await Promise.all([
          withdrawals.config(),
          addresses.list(),
          withdrawals.guard(),
          withdrawals.pastAddresses(),
        ]);
        return { config, saved, guard, past };
      }),
    },
  });
  const fundPassword = createFundPasswordScreenMachine({
    form: provideForm(createFundPasswordForm(), { send: (request) => users.setTransactionPassword(request) }),
  }).provide({ actions: { profileChanged: () => profile.profileChanged() } });
  const whitelist = createWhitelistScreenMachine({
    guard: provideQuery(createQueryMachine<WithdrawGuard>(), () => withdrawals.guard()),
    form: provideForm(createWhitelistForm(), { send: (change) => withdrawals.setWhitelistOnly(change) }),
  });
  return { addressBook, screen, fundPassword, whitelist };
}
