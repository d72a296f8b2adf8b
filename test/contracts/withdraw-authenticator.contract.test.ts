import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import { AuthenticatorRefusal } from '../../src/domain/account/authenticator';
import { WithdrawRefusal } from '../../src/domain/withdraw/withdraw-refusal';
import { WithdrawProblem } from '../../src/domain/withdraw/withdraw-rules';
import { WithdrawalStatus, type WithdrawRequest } from '../../src/domain/withdraw/withdrawal';
import { lastCode, signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';

const EMAIL = 'guarded@example.com';
const TRON = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';
const FUND_PASSWORD = '246810';
const PERIOD_MS = 30_000;
const { addressCooldownMs, emailCodeCooldownMs } = DEFAULT_ENGINE_SETTINGS;
const DETAILS = { coin: 'USDT', network: 'TRC20', address: TRON, amount: '100' } as const;

/**
 * A bound authenticator guards withdrawals (api-paths.ts withdraw.apply, authenticatorCode
 * assumed): the app's code now, or a recovery code once, besides the email code and the fund
 * password; a user without one withdraws as before.
 */
describe.each(BACKENDS)('WithdrawGateway with an authenticator bound (%s)', (_name, create) => {
  let backend: ContractBackend;
  let secret: string;
  let recovery: readonly string[];
  const emailCode = async (purpose: 'asset' | 'withdraw') => {
    backend.clock.advance(emailCodeCooldownMs);
    const sent = await (purpose === 'withdraw'
      ? backend.gateways.user.sendEmailCode(EMAIL, purpose, DETAILS)
      : backend.gateways.user.sendEmailCode(EMAIL, purpose));
    return sent.demoCode ?? lastCode(backend);
  };
  /** What the authenticator app shows now on the exchange's clock (plus `shift`). */
  const appCode = (shift = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: backend.clock.now() + shift });
  /** Asks the email code first (its wait moves the clock), then reads the app's code `shift` from now. */
  const withdraw = async (over: Partial<WithdrawRequest>, appShift?: number) => {
    const code = await emailCode('withdraw');
    const app = appShift === undefined ? {} : { authenticatorCode: appCode(appShift) };
    return backend.gateways.withdraw.withdraw({
      ...DETAILS,
      fundPassword: FUND_PASSWORD,
      code,
      ...over,
      ...app,
    });
  };
  const refusedWith = (message: string, reason: string) => ({
    failure: { kind: 'business', message, reason },
  });
  const frozen = async () =>
    (await backend.gateways.spotAccount.balances()).find((row) => row.currencyName === 'USDT')
      ?.frozenCurrency ?? '';

  beforeEach(async () => {
    backend = await create();
    await signUp(backend, EMAIL);
    await backend.gateways.user.setTransactionPassword({
      password: FUND_PASSWORD,
      code: await emailCode('asset'),
    });
    await backend.gateways.addressBook.add({ label: 'Cold', coin: 'USDT', network: 'TRC20', address: TRON });
    backend.clock.advance(addressCooldownMs);
    ({ secret } = await backend.gateways.authenticator.start());
    recovery = await backend.gateways.authenticator.confirm(appCode());
  });
  afterEach(() => backend.close());

  it('refuses a withdrawal without the code, and with a wrong or stale one, freezing nothing', async () => {
    await expect(withdraw({})).rejects.toMatchObject(
      refusedWith(WithdrawProblem.authenticatorCode, WithdrawRefusal.authenticatorNeeded),
    );
    await expect(withdraw({ authenticatorCode: 'abc' })).rejects.toMatchObject(
      refusedWith(WithdrawProblem.authenticatorCode, WithdrawRefusal.authenticatorNeeded),
    );
    const wrong = appCode() === '000000' ? '111111' : '000000';
    await expect(withdraw({ authenticatorCode: wrong })).rejects.toMatchObject(
      refusedWith(AuthenticatorRefusal.wrongCode, WithdrawRefusal.authenticatorWrong),
    );
    await expect(withdraw({}, -2 * PERIOD_MS)).rejects.toMatchObject(
      refusedWith(AuthenticatorRefusal.wrongCode, WithdrawRefusal.authenticatorWrong),
    );
    expectSameDecimal(await frozen(), '0');
  });

  it("takes the app's current code beside the email code and the fund password", async () => {
    const sent = await withdraw({}, 0);
    expect(sent).toMatchObject({ address: TRON, status: WithdrawalStatus.pending });
    expectSameDecimal(await frozen(), '100');
  });

  it('takes a recovery code once, as typed or in capitals, and never again', async () => {
    const [first, second] = recovery;
    await withdraw({ authenticatorCode: first?.toUpperCase() ?? '' });
    await expect(withdraw({ authenticatorCode: first ?? '' })).rejects.toMatchObject(
      refusedWith(AuthenticatorRefusal.wrongCode, WithdrawRefusal.authenticatorWrong),
    );
    await withdraw({ authenticatorCode: second ?? '' });
    expectSameDecimal(await frozen(), '200');
  });

  it('does not spend a recovery code on a withdrawal refused for a wrong fund password', async () => {
    const [first] = recovery;
    await expect(withdraw({ authenticatorCode: first ?? '', fundPassword: '135790' })).rejects.toMatchObject({
      failure: { kind: 'business', message: 'Password is incorrect' },
    });
    await expect(withdraw({ authenticatorCode: first ?? '' })).resolves.toMatchObject({
      status: WithdrawalStatus.pending,
    });
  });
});
