import { isValidFundPassword } from '../wallet/fund-password';
import { cmp, gt, lt, readAmount, sub } from '../precision';
import type { CodeSubject } from '../user/email-code';
import { cutMoney } from '../precision';
import { type SavedAddress } from './address-book';
import { isUsable } from './address-cooldown';
import { sameAddress } from './address-key';
import { matchesNetwork } from '../wallet/address-format';
import type { WithdrawForm, WithdrawNetworkConfig, WithdrawRequest } from './withdrawal';
import { withdrawHoldOf, type WithdrawGuard } from './withdraw-guard';
import { isWithdrawNetwork } from '../wallet/networks';
import { isSecondFactor } from '../user/second-factor';

/** Why a withdrawal is refused before anything is sent (the engine refuses with the same texts). */
export const WithdrawProblem = {
  enterAddress: 'Enter the withdrawal address',
  format: 'The address does not match the network',
  locked: 'This address is not usable yet',
  network: 'Withdrawals on this network are not available',
  amount: 'Enter the withdrawal amount',
  belowMinimum: 'The amount is below the minimum withdrawal',
  insufficient: 'Insufficient available balance',
  fundPassword: 'The fund password must be 6 digits',
  code: 'Enter the email verification code',
  authenticatorCode: 'Enter the 6-digit authenticator code or a recovery code',
  held: 'Withdrawals are on hold',
  notSaved: 'Only saved addresses can be withdrawn to',
} as const;
export type WithdrawProblem = (typeof WithdrawProblem)[keyof typeof WithdrawProblem];

/** What the rule needs besides the form: the network's terms, the balance and the book. */
export interface WithdrawContext {
  config: readonly WithdrawNetworkConfig[];
  /** The coin's available spot balance; null while unknown (the server then decides). */
  available: string | null;
  saved: readonly SavedAddress[];
  now: number;
  /** What holds the user's withdrawals; absent when the caller checked it already (the engine). */
  guard?: WithdrawGuard;
  /** An authenticator is bound (profile googleBind): its code is asked too. */
  authenticator?: boolean;
}

export function configOf(
  config: readonly WithdrawNetworkConfig[],
  coin: string,
  network: string,
): WithdrawNetworkConfig | null {
  return config.find((entry) => entry.coin === coin && entry.network === network) ?? null;
}

/**
 * Problems of the address alone: it must fit the network, and one picked from the book, or
 * typed to match a saved one (compared normalised), must be past that one's cool-down; with
 * whitelist-only withdrawals on, a typed address must be a saved one.
 */
export function addressProblemOf(form: WithdrawForm, context: WithdrawContext): WithdrawProblem | null {
  const address = typeof form.address === 'string' ? form.address.trim() : '';
  if (address === '') return WithdrawProblem.enterAddress;
  if (!isWithdrawNetwork(form.network)) return WithdrawProblem.network;
  if (!matchesNetwork(form.network, address)) return WithdrawProblem.format;
  const typed = { network: form.network, address };
  const saved = context.saved.find((entry) =>
    form.addressId === null ? sameAddress(entry, typed) : entry.id === form.addressId,
  );
  if (form.addressId === null && saved === undefined) {
    return context.guard?.whitelistOnly ? WithdrawProblem.notSaved : null;
  }
  return saved && isUsable(saved, context.now) ? null : WithdrawProblem.locked;
}

/** The first problem of the form in the order the user fills it, or null. Never throws. */
export function withdrawProblem(form: WithdrawForm, context: WithdrawContext): WithdrawProblem | null {
  if (context.guard && withdrawHoldOf(context.guard, context.now) !== null) return WithdrawProblem.held;
  const terms = configOf(context.config, form.coin, form.network);
  if (!terms) return WithdrawProblem.network;
  const addressProblem = addressProblemOf(form, context);
  if (addressProblem) return addressProblem;
  const amount = readAmount(form.amount, '0.00000001');
  if (amount === null) return WithdrawProblem.amount;
  if (lt(amount, terms.minAmount) || !gt(amount, terms.fee)) return WithdrawProblem.belowMinimum;
  if (context.available !== null && lt(context.available, amount)) return WithdrawProblem.insufficient;
  if (typeof form.fundPassword !== 'string' || !isValidFundPassword(form.fundPassword)) {
    return WithdrawProblem.fundPassword;
  }
  if (typeof form.code !== 'string' || form.code.trim() === '') return WithdrawProblem.code;
  if (!context.authenticator) return null;
  const second = typeof form.authenticatorCode === 'string' ? form.authenticatorCode.trim() : '';
  return isSecondFactor(second) ? null : WithdrawProblem.authenticatorCode;
}

/** What the address receives: amount - fee, never below 0; null while the amount is not a number. */
export function receivedAmount(amount: string, fee: string): string | null {
  const read = readAmount(amount, '0');
  if (read === null) return null;
  return gt(read, fee) ? cutMoney(sub(read, fee)) : '0';
}

/**
 * The withdrawal a code is asked for: the details exactly as the request will carry them;
 * null until an address and an amount are filled in (a code for nothing approves nothing).
 */
export function codeSubjectOf(form: WithdrawForm): CodeSubject | null {
  const { coin, network, address, amount } = withdrawRequestOf(form);
  if (address === '' || readAmount(form.amount, '0.00000001') === null) return null;
  return { coin, network, address, amount };
}

/** Whether a code sent for `subject` approves this request: same coin, network, address (normalised) and amount. */
export function codeFits(subject: CodeSubject, request: CodeSubject): boolean {
  const amount = readAmount(request.amount, '0');
  const sentAmount = readAmount(subject.amount, '0');
  return (
    subject.coin === request.coin &&
    sameAddress(subject, request) &&
    amount !== null &&
    sentAmount !== null &&
    cmp(amount, sentAmount) === 0
  );
}

/**
 * The request the form sends: trimmed address and codes, no address-book id; the
 * authenticator's code only while one is bound (without one the request is as it always was).
 */
export function withdrawRequestOf(form: WithdrawForm, authenticator = false): WithdrawRequest {
  const request: WithdrawRequest = {
    coin: form.coin,
    network: form.network,
    address: form.address.trim(),
    amount: readAmount(form.amount, '0') ?? form.amount,
    fundPassword: form.fundPassword,
    code: form.code.trim(),
  };
  return authenticator ? { ...request, authenticatorCode: form.authenticatorCode.trim() } : request;
}
