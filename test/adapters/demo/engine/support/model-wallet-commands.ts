import type { CodeSubject } from '../../../../../src/domain/user/email-code';
import { expect } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../../../../src/adapters/demo/engine';
import type { PayCoin } from '../../../../../src/domain/wallet/coins';
import type { Network } from '../../../../../src/domain/wallet/networks';
import { add, cmp, sub } from '../../../../../src/domain/precision';
import { FUND_PASSWORD_NEEDED, IDENTITY_NEEDED } from '../../../../../src/domain/withdraw/withdraw-gate';
import { WithdrawProblem } from '../../../../../src/domain/withdraw/withdraw-rules';
import { available, command, signedIn } from './model-command';
import type { Command } from './model-command';
import { EMAILS, expectOk, onBoth } from './model-world';
import { toStoreSync } from '../../../../support/fixtures/plain-passwords';
import type { Real } from './model-world';

export const FUND_PASSWORD = '135790';
export const TRON = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';
/** Same first and last four characters as TRON: the review rejects a withdrawal to it once TRON is saved. */
export const LOOKALIKE = 'TJBSLWd2svuKKqMYB6ZFEQ1Ls4Ycti6Pkb';

/** What a withdrawal may be refused with (the code's own refusals are expected, the rest are rules). */
const WITHDRAW_REFUSALS: readonly string[] = [
  ...Object.values(WithdrawProblem),
  IDENTITY_NEEDED,
  FUND_PASSWORD_NEEDED,
  'Password is incorrect',
];
/** Wrong fund passwords lock withdrawals, a fund password set anew holds them: each says until when. */
const GUARD_REFUSAL = /^(Too many wrong fund passwords|The fund password was changed): withdrawals are/;

function frozen(real: Real, user: number, currency: string): string {
  const record = real.engine.state().users.find((entry) => entry.email === EMAILS[user]);
  return record?.balances.spot[currency]?.frozen ?? '0';
}

/** A code for the purpose, or null while the last one is under a minute old ('Please try again later'). */
function codeFor(
  real: Real,
  user: number,
  purpose: 'asset' | 'withdraw',
  token: string,
  subject?: CodeSubject,
): string | null {
  // A withdraw code is asked for signed in, to the user's own address, for one withdrawal.
  const sent = onBoth(real, (engine) =>
    purpose === 'withdraw'
      ? engine.sendSignedInCode(token, purpose, subject)
      : engine.sendEmailCode(EMAILS[user] ?? '', purpose),
  );
  if (!sent.ok) expect(sent.msg).toBe('Please try again later');
  return sent.ok ? sent.value : null;
}

export const setFundPassword = (user: number): Command =>
  command(`setFundPassword(${user})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const code = codeFor(real, user, 'asset', token);
    if (code === null) return;
    // One derivation (one random salt) for both, as one call to the exchange would bring.
    const derived = toStoreSync(FUND_PASSWORD, real.engine.signedInPasswordTerms(token, 'fund'));
    expectOk(onBoth(real, (engine) => engine.setTransactionPassword(token, FUND_PASSWORD, code, derived)));
  });

export const saveAddress = (user: number, address: string): Command =>
  command(`saveAddress(${user}, ${address})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const outcome = onBoth(real, (engine) =>
      engine.addAddress(token, { label: 'Saved', coin: 'USDT', network: 'TRC20', address }),
    );
    if (!outcome.ok) expect(outcome.msg).toBe('This address is already saved');
  });

/** Fund password, TRON saved, and its cool-down waited out at once: so that runs reach withdrawals. */
export const readyToWithdraw = (user: number): Command =>
  command(`readyToWithdraw(${user})`, signedIn(user), (model, real) => {
    setFundPassword(user).run(model, real);
    saveAddress(user, TRON).run(model, real);
    real.clock.advance(DEFAULT_ENGINE_SETTINGS.addressCooldownMs);
  });

/** The simulated chain sends a deposit; the model books it as a grant once it is due (model-invariants). */
export const deposit = (user: number, coin: PayCoin, network: Network, amount: string): Command =>
  command(`deposit(${user}, ${amount} ${coin} ${network})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const outcome = onBoth(real, (engine) => engine.simulateDeposit(token, { coin, network, amount }));
    if (!outcome.ok) {
      expect(outcome.msg).toBe('This network does not carry the coin');
      return;
    }
    model.deposits.push({ coin, network, amount, since: real.clock.now() });
  });

export const withdraw = (user: number, amount: string, to: string, rightPassword: boolean): Command =>
  command(`withdraw(${user}, ${amount} to ${to}, ${rightPassword})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const subject = { coin: 'USDT' as const, network: 'TRC20' as const, address: to, amount };
    const code = codeFor(real, user, 'withdraw', token, subject);
    if (code === null) return;
    const before = { available: available(real, user, 'spot', 'USDT'), frozen: frozen(real, user, 'USDT') };
    const request = { ...subject, fundPassword: rightPassword ? FUND_PASSWORD : '000000', code };
    const outcome = onBoth(real, (engine) => engine.withdraw(token, request));
    if (!outcome.ok) {
      if (!GUARD_REFUSAL.test(outcome.msg)) expect(WITHDRAW_REFUSALS).toContain(outcome.msg);
      expect(available(real, user, 'spot', 'USDT')).toBe(before.available);
      return;
    }
    expect(rightPassword).toBe(true);
    expect(cmp(available(real, user, 'spot', 'USDT'), sub(before.available, amount))).toBe(0);
    expect(cmp(frozen(real, user, 'USDT'), add(before.frozen, amount))).toBe(0);
  });

/** Cancels the user's newest pending withdrawal, if any; only a pending one may be. */
export const cancelWithdrawal = (user: number): Command =>
  command(`cancelWithdrawal(${user})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const page = expectOk(
      onBoth(real, (engine) => engine.withdrawalRecords(token, { pageNo: 1, pageSize: 10 })),
    );
    const target = page.list[0];
    if (!target) return;
    const outcome = onBoth(real, (engine) => engine.cancelWithdrawal(token, target.id));
    expect(outcome.ok).toBe(target.status === 0);
  });

/** Deposits the engine must have credited by now: past their last block and not below the minimum. */
export function creditedDeposits(model: { deposits: readonly PendingDeposit[] }, now: number) {
  const { depositBlockMs, depositMinimums } = DEFAULT_ENGINE_SETTINGS;
  return model.deposits.filter(
    (entry) =>
      now >= entry.since + 12 * depositBlockMs && cmp(entry.amount, depositMinimums[entry.network]) >= 0,
  );
}

export interface PendingDeposit {
  coin: PayCoin;
  network: Network;
  amount: string;
  since: number;
}
