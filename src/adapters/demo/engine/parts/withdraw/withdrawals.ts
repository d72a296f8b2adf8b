import { PAY_COINS } from '../../../../../domain/wallet/coins';
import type { Page } from '../../../../../domain/paging';
import { readAmount } from '../../../../../domain/precision';
import { WITHDRAW_NETWORKS } from '../../../../../domain/wallet/networks';
import {
  FUND_PASSWORD_NEEDED,
  IDENTITY_NEEDED,
  IdentityStatus,
} from '../../../../../domain/withdraw/withdraw-gate';
import { codeFits, withdrawProblem } from '../../../../../domain/withdraw/withdraw-rules';
import {
  CODE_FOR_ANOTHER,
  refusalOfProblem,
  WithdrawRefusal,
} from '../../../../../domain/withdraw/withdraw-refusal';
import {
  type Withdrawal,
  WithdrawalStatus,
  type WithdrawNetworkConfig,
  type WithdrawRecordQuery,
  type WithdrawRequest,
} from '../../../../../domain/withdraw/withdrawal';
import { AuthenticatorRefusal } from '../../../../../domain/account/authenticator';
import { hasAuthenticator, secondFactorOf } from '../authenticator/second-factor-check';
import { addressesOf } from './saved-addresses';
import { removedAddressesOf } from './addresses';
import { giveBack } from './withdraw-reviews';
import { checkEmailCode, codeSubject, spendEmailCode } from '../../email-codes';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { nextId } from '../../ids';
import { checkedRecord, type DerivedPassword } from '../../password-record';
import { legacyFundInput } from '../../passwords';
import { balanceOf, freeze, move, negate } from '../../ledger';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';
import type { StoredWithdrawal } from '../wallet-state';
import {
  forgetWrongFundPasswords,
  refuseWhileHeld,
  refuseWrongFundPassword,
  withdrawGuardOf,
} from './withdraw-guards';

export const WITHDRAWAL_NOT_FOUND = 'The withdrawal does not exist';
export const NOT_CANCELLABLE = 'The withdrawal can no longer be cancelled';

export function withdrawConfig(context: EngineContext): WithdrawNetworkConfig[] {
  return PAY_COINS.flatMap((coin) =>
    WITHDRAW_NETWORKS.map((network) => ({ coin, network, ...context.settings.withdrawTerms[network] })),
  );
}

function publicOf({ userId: _owner, reviewAt: _review, ...withdrawal }: StoredWithdrawal): Withdrawal {
  return withdrawal;
}

/**
 * Checks in the order the screen does (identity, fund password set, no lock or hold, the
 * form's rule with the saved address's lock), then the email code and, with an authenticator
 * bound, its code (or a recovery code, used up here) before the fund password, so a guess at
 * the password needs the mailbox and the phone too and a wrong code counts no password try;
 * then freezes the amount for review. The fund password comes derived before the call (`fund`).
 */
export function withdraw(
  context: EngineContext,
  user: UserRecord,
  request: WithdrawRequest,
  fund: DerivedPassword,
  now: number,
): Withdrawal {
  if (user.authen !== IdentityStatus.verified) refuse(IDENTITY_NEEDED);
  if (user.transactionPasswordHash === null) refuse(FUND_PASSWORD_NEEDED);
  refuseWhileHeld(context, user, now);
  // A saved address, or one deleted in the last day, stays locked through its cool-down when
  // typed again in any case (the rule compares addresses normalised).
  const saved = [...addressesOf(context, user), ...removedAddressesOf(context, user, now)];
  const address = typeof request.address === 'string' ? request.address.trim() : '';
  const coin = request.coin;
  const available = PAY_COINS.includes(coin) ? balanceOf(user, 'spot', coin).available : '0';
  const form = { ...request, address, addressId: null };
  const guard = withdrawGuardOf(context, user, now);
  const authenticator = hasAuthenticator(user);
  const terms = { config: withdrawConfig(context), available, saved, now, guard, authenticator };
  const problem = withdrawProblem({ authenticatorCode: '', ...form }, terms);
  if (problem) refuse(problem, refusalOfProblem(problem));
  checkEmailCode(context, user.email, 'withdraw', request.code, now);
  // The code approves the withdrawal it was sent for and no other (nor counts a password try).
  const subject = codeSubject(context, user.email, 'withdraw', now);
  if (subject === null || !codeFits(subject, { ...request, address })) {
    refuse(CODE_FOR_ANOTHER, WithdrawRefusal.codeForAnother);
  }
  // The authenticator before the fund password: a password guess needs the phone as well.
  const second = authenticator ? secondFactorOf(user, request.authenticatorCode, now) : null;
  if (authenticator && second === null) {
    refuse(AuthenticatorRefusal.wrongCode, WithdrawRefusal.authenticatorWrong);
  }
  const typed = typeof request.fundPassword === 'string' ? request.fundPassword : '';
  const legacy = legacyFundInput(user, typed);
  const { passwordIterations } = context.settings;
  const kept = checkedRecord(user.transactionPasswordHash, fund, legacy, passwordIterations);
  if (kept === null) refuseWrongFundPassword(context, user, now);
  user.transactionPasswordHash = kept;
  forgetWrongFundPasswords(context, user);
  spendEmailCode(context, user.email, 'withdraw');
  second?.spend();
  const amount = readAmount(request.amount, '0') ?? request.amount;
  const id = nextId(context.state);
  move(context, user, {
    account: 'spot',
    currency: coin,
    amount: negate(amount),
    tradeType: AssetRecordType.withdraw,
    remark: `Withdrawal ${request.network} #${id}`,
    at: now,
  });
  freeze(user, 'spot', coin, amount);
  const stored: StoredWithdrawal = {
    id,
    userId: user.id,
    coin,
    network: request.network,
    address,
    amount,
    fee: context.settings.withdrawTerms[request.network].fee,
    status: WithdrawalStatus.pending,
    createdAt: now,
    remark: null,
    reviewAt: now + context.settings.withdrawReviewMs,
  };
  context.state.withdrawals.push(stored);
  return publicOf(stored);
}

export function cancelWithdrawal(context: EngineContext, user: UserRecord, id: string, now: number): void {
  const entry = context.state.withdrawals.find((item) => item.id === id && item.userId === user.id);
  if (!entry) refuse(WITHDRAWAL_NOT_FOUND);
  if (entry.status !== WithdrawalStatus.pending) refuse(NOT_CANCELLABLE);
  entry.status = WithdrawalStatus.cancelled;
  giveBack(context, user, entry, now);
}

export function withdrawalRecords(
  context: EngineContext,
  user: UserRecord,
  query: WithdrawRecordQuery,
): Page<Withdrawal> {
  const mine = context.state.withdrawals
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicOf);
  return pageOf(mine, query.pageNo, query.pageSize);
}
