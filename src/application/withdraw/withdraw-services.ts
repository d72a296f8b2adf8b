import { fromPromise } from 'xstate';
import type { PayCoin } from '../../domain/wallet/coins';
import type { Clock } from '../../domain/shared/clock.port';
import type { UserGateway } from '../../domain/user/user.port';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
import type { AddressBookGateway } from '../../domain/withdraw/address-book.port';
import type { WithdrawGateway } from '../../domain/withdraw/withdraw.port';
import type { Withdrawal } from '../../domain/withdraw/withdrawal';
import { pageQuery } from '../../domain/paging';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createSubmissionMachine, provideSubmission } from '../shared/submission.machine';
import { createAddressBookServices, type AddressBookServices } from './address-book-services';
import { createFundPasswordMachine, type FundPasswordMachine } from './fund-password';
import { withdrawFormMachine, type WithdrawTerms } from './withdraw-form.machine';
import { createWithdrawScreenMachine, type WithdrawScreenMachine } from './withdraw-screen.machine';

/** Issue 13 part B: money leaving the exchange, and what guards it. */
export interface WithdrawServices {
  addressBook: AddressBookServices;
  /** The withdraw form, its terms, records and cancel. */
  screen: WithdrawScreenMachine;
  /** Sets the fund password the withdrawal asks for. */
  fundPassword: FundPasswordMachine;
}

export interface WithdrawServicesDeps {
  addresses: AddressBookGateway;
  withdrawals: WithdrawGateway;
  spotAccount: SpotAccountGateway;
  users: Pick<UserGateway, 'setTransactionPassword'>;
  clock: Clock;
}

export function createWithdrawServices(deps: WithdrawServicesDeps): WithdrawServices {
  const { addresses, withdrawals, spotAccount, users, clock } = deps;
  const loadTerms = async (): Promise<WithdrawTerms> => {
    const [config, balances, saved] = await Promise.all([
      withdrawals.config(),
      spotAccount.balances(),
      addresses.list(),
    ]);
    const available: Partial<Record<PayCoin, string>> = {};
    const frozen: Partial<Record<PayCoin, string>> = {};
    for (const row of balances) {
      available[row.currencyName as PayCoin] = row.availableCurrency;
      frozen[row.currencyName as PayCoin] = row.frozenCurrency;
    }
    return { config, available, frozen, saved };
  };
  const screen = createWithdrawScreenMachine({
    form: withdrawFormMachine.provide({
      actors: { send: fromPromise(({ input }) => withdrawals.withdraw(input)) },
    }),
    records: createPagedListMachine<Withdrawal>().provide({
      actors: { fetchPage: fromPromise(({ input }) => withdrawals.records(pageQuery(input.pageNo))) },
    }),
    cancel: provideSubmission(
      createSubmissionMachine<string>(() => null),
      (id) => withdrawals.cancel(id),
    ),
  }).provide({ actors: { loadTerms: fromPromise(loadTerms) } });
  return {
    addressBook: createAddressBookServices({ addresses, clock }),
    screen,
    fundPassword: createFundPasswordMachine(users),
  };
}
