import { normaliseTypedAmount } from '../../domain/precision';
import { fundPasswordDigits } from '../../domain/wallet/fund-password';
import { typedSecondFactor } from '../../domain/user/second-factor';
import type { SavedAddress } from '../../domain/withdraw/address-book';
import { knownAddresses, lookalikeOf, type KnownAddress } from '../../domain/withdraw/address-poisoning';
import {
  WithdrawProblem,
  withdrawProblem,
  withdrawRequestOf,
  type WithdrawContext,
} from '../../domain/withdraw/withdraw-rules';
import type {
  Withdrawal,
  WithdrawForm,
  WithdrawNetworkConfig,
  WithdrawRequest,
} from '../../domain/withdraw/withdrawal';
import { OPEN_GUARD, type WithdrawGuard } from '../../domain/withdraw/withdraw-guard';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

/** What the screen knows besides the draft: the network terms, the spot balances, the book, the time. */
export interface WithdrawTerms {
  config: readonly WithdrawNetworkConfig[];
  /** Available spot balance by coin; a coin missing while the balances are unknown. */
  available: Readonly<Record<string, string>>;
  /** Frozen spot balance by coin: what pending withdrawals hold. */
  frozen: Readonly<Record<string, string>>;
  saved: readonly SavedAddress[];
  /** Where the user's past withdrawals went (the records shown): a lookalike of one is warned of too. */
  past: readonly string[];
  /** Server time, for the saved addresses' cool-downs. */
  now: () => number;
  /** A lock or hold on the user's withdrawals, and the whitelist-only setting. */
  guard: WithdrawGuard;
  /** An authenticator is bound (profile googleBind): the form asks for its code too. */
  authenticator: boolean;
}

export type WithdrawField = 'network' | 'address' | 'amount' | 'fundPassword' | 'code' | 'authenticatorCode';

export interface WithdrawShape {
  draft: WithdrawForm;
  terms: WithdrawTerms;
  request: WithdrawRequest;
  output: Withdrawal;
  problem: WithdrawProblem;
  field: WithdrawField;
}

export type WithdrawFormMachine = FormMachine<WithdrawShape>;

export const EMPTY_WITHDRAW_FORM: WithdrawForm = {
  coin: 'USDT',
  network: 'TRC20',
  addressId: null,
  address: '',
  amount: '',
  fundPassword: '',
  code: '',
  authenticatorCode: '',
};

/** Before the screen has loaded anything: no network offered, no balance known. */
export const NO_WITHDRAW_TERMS: WithdrawTerms = {
  config: [],
  available: {},
  frozen: {},
  saved: [],
  past: [],
  now: () => Date.now(),
  guard: OPEN_GUARD,
  authenticator: false,
};

/** The field each problem marks; a hold marks none (nothing typed can lift it). */
const FIELD: Readonly<Record<WithdrawProblem, WithdrawField | null>> = {
  [WithdrawProblem.enterAddress]: 'address',
  [WithdrawProblem.format]: 'address',
  [WithdrawProblem.locked]: 'address',
  [WithdrawProblem.network]: 'network',
  [WithdrawProblem.amount]: 'amount',
  [WithdrawProblem.belowMinimum]: 'amount',
  [WithdrawProblem.insufficient]: 'amount',
  [WithdrawProblem.fundPassword]: 'fundPassword',
  [WithdrawProblem.code]: 'code',
  [WithdrawProblem.authenticatorCode]: 'authenticatorCode',
  [WithdrawProblem.held]: null,
  [WithdrawProblem.notSaved]: 'address',
};

export function ruleContextOf(draft: WithdrawForm, terms: WithdrawTerms): WithdrawContext {
  return {
    config: terms.config,
    available: terms.available[draft.coin] ?? null,
    saved: terms.saved,
    now: terms.now(),
    guard: terms.guard,
    authenticator: terms.authenticator,
  };
}

/**
 * The known address (saved, or a past withdrawal's) a typed one imitates, or null: a picked
 * saved address is the user's own choice.
 */
export function lookalikeIn(draft: WithdrawForm, terms: WithdrawTerms): KnownAddress | null {
  if (draft.addressId !== null) return null;
  return lookalikeOf(draft.address, knownAddresses(terms.saved, terms.past));
}

/**
 * The fields' own rules: a saved address brings its network and coin; another coin, or another
 * network under a saved address, drops the address; the amount is read as typed; the fund
 * password takes digits only; the authenticator's code its digits (or a recovery code).
 */
function edit(draft: WithdrawForm, patch: Partial<WithdrawForm>, terms: WithdrawTerms): WithdrawForm {
  const next = { ...draft, ...patch };
  if (patch.addressId !== undefined && patch.addressId !== null) {
    const saved = terms.saved.find((entry) => entry.id === patch.addressId);
    if (saved) return { ...next, address: saved.address, network: saved.network, coin: saved.coin };
    return { ...next, addressId: null, address: '' };
  }
  const coinChanged = patch.coin !== undefined && patch.coin !== draft.coin;
  const networkLeavesSaved =
    patch.network !== undefined && patch.network !== draft.network && draft.addressId !== null;
  const cleared = coinChanged || networkLeavesSaved ? { addressId: null, address: '' } : {};
  return {
    ...next,
    ...cleared,
    amount: patch.amount === undefined ? next.amount : normaliseTypedAmount(patch.amount),
    fundPassword: fundPasswordDigits(next.fundPassword),
    authenticatorCode: typedSecondFactor(next.authenticatorCode),
  };
}

/** The next withdrawal starts on the coin and network of the last, with nothing else of it. */
const nextWithdrawal = (draft: WithdrawForm): WithdrawForm => ({
  ...EMPTY_WITHDRAW_FORM,
  coin: draft.coin,
  network: draft.network,
});

export const withdrawRules: FormRules<WithdrawShape> = {
  empty: EMPTY_WITHDRAW_FORM,
  edit,
  check: (draft, terms) => {
    const problem = withdrawProblem(draft, ruleContextOf(draft, terms));
    if (problem === null) return [];
    const field = FIELD[problem];
    return [{ problem, fields: field === null ? [] : [field] }];
  },
  // Money leaves the exchange: every withdrawal is confirmed as it will be sent.
  confirm: () => true,
  // An address that imitates a known one is confirmed only once the user says it was checked.
  acknowledge: (draft, terms) => lookalikeIn(draft, terms) !== null,
  request: (draft, terms) => withdrawRequestOf(draft, terms.authenticator),
  // The secrets never outlive a send; the code survives a refusal (the exchange did not spend it).
  afterSuccess: nextWithdrawal,
  // The authenticator's code goes too: a refused one is as spent to the user as a password.
  afterFailure: (draft) => ({ ...draft, fundPassword: '', authenticatorCode: '' }),
  kept: ({ coin, network, addressId, address, amount }) => ({ coin, network, addressId, address, amount }),
  restart: nextWithdrawal,
};

/**
 * The withdrawal: the domain's withdraw rule, a confirmation of exactly what is sent, one send
 * per press. Money moves, so a lost answer is an outcome nobody knows: nothing is resent.
 */
export function createWithdrawForm(): WithdrawFormMachine {
  return createFormMachine<WithdrawShape>(withdrawRules, { movesMoney: true });
}
