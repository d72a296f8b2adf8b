import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import { FUND_PASSWORD_NEEDED, IDENTITY_NEEDED } from '../../src/domain/withdraw/withdraw-gate';
import { WithdrawProblem } from '../../src/domain/withdraw/withdraw-rules';
import { WithdrawalStatus, type WithdrawRequest } from '../../src/domain/withdraw/withdrawal';
import type { CodeSubject } from '../../src/domain/user/email-code';
import { lastCode, signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';

const EMAIL = 'leaver@example.com';
const TRON = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';
const LOOKALIKE = 'TJBSLWd2svuKKqMYB6ZFEQ1Ls4Ycti6Pkb';
const FUND_PASSWORD = '246810';
const {
  addressCooldownMs,
  withdrawReviewMs,
  emailCodeCooldownMs,
  fundPasswordTries,
  fundPasswordLockMs,
  fundPasswordHoldMs,
  whitelistOffHoldMs,
} = DEFAULT_ENGINE_SETTINGS;

async function code(
  backend: ContractBackend,
  purpose: 'asset' | 'withdraw',
  subject?: CodeSubject,
): Promise<string> {
  // One code per purpose a minute: step past the wait, as a user would.
  backend.clock.advance(emailCodeCooldownMs);
  const sent = await (subject
    ? backend.gateways.user.sendEmailCode(EMAIL, purpose, subject)
    : backend.gateways.user.sendEmailCode(EMAIL, purpose));
  return sent.demoCode ?? lastCode(backend);
}

const spot = async (backend: ContractBackend) =>
  (await backend.gateways.spotAccount.balances()).find((row) => row.currencyName === 'USDT');

describe.each(BACKENDS)('WithdrawGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  let token: string;
  // The code is sent for the withdrawal's own details, unless the test brings its own.
  const request = async (over: Partial<WithdrawRequest> = {}): Promise<WithdrawRequest> => {
    const details = {
      coin: 'USDT' as const,
      network: 'TRC20' as const,
      address: TRON,
      amount: '100',
      ...over,
    };
    const { coin, network, address, amount } = details;
    const sent = over.code ?? (await code(backend, 'withdraw', { coin, network, address, amount }));
    return { fundPassword: FUND_PASSWORD, ...details, code: sent };
  };
  const refusal = (message: string) => ({ failure: { kind: 'business', message } });

  beforeEach(async () => {
    backend = await create();
    ({ token } = await signUp(backend, EMAIL));
    await backend.gateways.user.setTransactionPassword({
      password: FUND_PASSWORD,
      code: await code(backend, 'asset'),
    });
    await backend.gateways.addressBook.add({ label: 'Cold', coin: 'USDT', network: 'TRC20', address: TRON });
    backend.clock.advance(addressCooldownMs);
  });
  afterEach(() => backend.close());

  it('answers the fee and minimum of every coin and network', async () => {
    const config = await backend.gateways.withdraw.config();
    expect(config).toHaveLength(6);
    const tron = config.find((entry) => entry.coin === 'USDT' && entry.network === 'TRC20');
    expectSameDecimal(tron?.fee ?? '', DEFAULT_ENGINE_SETTINGS.withdrawTerms.TRC20.fee);
    expectSameDecimal(tron?.minAmount ?? '', DEFAULT_ENGINE_SETTINGS.withdrawTerms.TRC20.minAmount);
  });

  it('freezes the amount of a withdrawal to a saved address past its cool-down, pending review', async () => {
    const sent = await backend.gateways.withdraw.withdraw(await request({ amount: '250.5' }));
    expect(sent).toMatchObject({ address: TRON, status: WithdrawalStatus.pending });
    expectSameDecimal(sent.fee, '1');
    const row = await spot(backend);
    expectSameDecimal(row?.availableCurrency ?? '', '9749.5');
    expectSameDecimal(row?.frozenCurrency ?? '', '250.5');
    const page = await backend.gateways.withdraw.records({ pageNo: 1, pageSize: 10 });
    expect(page).toMatchObject({ sum: 1, list: [{ id: sent.id, status: WithdrawalStatus.pending }] });
  });

  it('pays out after the review: the frozen amount leaves, the available stays down', async () => {
    await backend.gateways.withdraw.withdraw(await request());
    backend.clock.advance(withdrawReviewMs);
    const [row] = (await backend.gateways.withdraw.records({ pageNo: 1, pageSize: 10 })).list;
    expect(row?.status).toBe(WithdrawalStatus.finished);
    expectSameDecimal((await spot(backend))?.frozenCurrency ?? '', '0');
    expectSameDecimal((await spot(backend))?.availableCurrency ?? '', '9900');
  });

  it('cancels while pending, giving the amount back, and only then', async () => {
    const sent = await backend.gateways.withdraw.withdraw(await request());
    await backend.gateways.withdraw.cancel(sent.id);
    expectSameDecimal((await spot(backend))?.availableCurrency ?? '', '10000');
    const [row] = (await backend.gateways.withdraw.records({ pageNo: 1, pageSize: 10 })).list;
    expect(row?.status).toBe(WithdrawalStatus.cancelled);
    await expect(backend.gateways.withdraw.cancel(sent.id)).rejects.toMatchObject({
      failure: { kind: 'business' },
    });
  });

  it('rejects at review a typed lookalike of a saved address, returning the amount', async () => {
    await backend.gateways.withdraw.withdraw(await request({ address: LOOKALIKE }));
    backend.clock.advance(withdrawReviewMs);
    const [row] = (await backend.gateways.withdraw.records({ pageNo: 1, pageSize: 10 })).list;
    expect(row?.status).toBe(WithdrawalStatus.rejected);
    expectSameDecimal((await spot(backend))?.availableCurrency ?? '', '10000');
  });

  it('answers every address past withdrawals went to, each once and newest first, none cancelled or refused', async () => {
    expect(await backend.gateways.withdraw.pastAddresses()).toEqual([]);
    await backend.gateways.withdraw.withdraw(await request());
    const cancelled = await backend.gateways.withdraw.withdraw(
      await request({ address: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy' }),
    );
    await backend.gateways.withdraw.cancel(cancelled.id);
    // The review refuses the lookalike: nothing went there, so it is no address the user trusts.
    await backend.gateways.withdraw.withdraw(await request({ address: LOOKALIKE }));
    backend.clock.advance(withdrawReviewMs);
    await backend.gateways.withdraw.withdraw(await request());
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    await backend.gateways.withdraw.withdraw(await request({ network: 'ERC20', address: evm }));
    await backend.gateways.withdraw.withdraw(await request({ network: 'ERC20', address: evm.toLowerCase() }));
    // All of them, whatever records page a screen has loaded.
    expect(await backend.gateways.withdraw.pastAddresses()).toEqual([evm.toLowerCase(), TRON]);
    await signUp(backend, 'stranger@example.com');
    expect(await backend.gateways.withdraw.pastAddresses()).toEqual([]);
  });

  it('refuses a wrong fund password and freezes nothing', async () => {
    await expect(
      backend.gateways.withdraw.withdraw(await request({ fundPassword: '000000' })),
    ).rejects.toMatchObject(refusal('Password is incorrect'));
    expectSameDecimal((await spot(backend))?.frozenCurrency ?? '', '0');
  });

  it('refuses a saved address still in its cool-down, and more than the balance', async () => {
    const fresh = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
    await backend.gateways.addressBook.add({ label: 'New', coin: 'USDT', network: 'TRC20', address: fresh });
    await expect(backend.gateways.withdraw.withdraw(await request({ address: fresh }))).rejects.toMatchObject(
      refusal(WithdrawProblem.locked),
    );
    await expect(
      backend.gateways.withdraw.withdraw(await request({ amount: '10000.01' })),
    ).rejects.toMatchObject(refusal(WithdrawProblem.insufficient));
  });

  it('keeps the cool-down on a typed EVM address in any case, and on one deleted within the day', async () => {
    // The EIP-55 example: mixed case is its checksum; lower and upper case name the same account.
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const saved = await backend.gateways.addressBook.add({
      label: 'E',
      coin: 'USDT',
      network: 'ERC20',
      address: evm,
    });
    const typed = (address: string) => request({ network: 'ERC20', address });
    await expect(backend.gateways.withdraw.withdraw(await typed(evm.toLowerCase()))).rejects.toMatchObject(
      refusal(WithdrawProblem.locked),
    );
    await backend.gateways.addressBook.remove(saved.id);
    const upper = `0x${evm.slice(2).toUpperCase()}`;
    await expect(backend.gateways.withdraw.withdraw(await typed(upper))).rejects.toMatchObject(
      refusal(WithdrawProblem.locked),
    );
    backend.clock.advance(addressCooldownMs);
    const sent = await backend.gateways.withdraw.withdraw(await typed(upper));
    expect(sent.status).toBe(WithdrawalStatus.pending);
  });

  it('refuses until identity is verified', async () => {
    backend.engine.setIdentityStatus(token, 0);
    await expect(backend.gateways.withdraw.withdraw(await request())).rejects.toMatchObject(
      refusal(IDENTITY_NEEDED),
    );
  });

  it('refuses a user without a fund password', async () => {
    await signUp(backend, 'nopass@example.com');
    await expect(backend.gateways.withdraw.withdraw(await request())).rejects.toMatchObject(
      refusal(FUND_PASSWORD_NEEDED),
    );
  });

  it('checks the email code before the fund password: a wrong code counts no password try', async () => {
    for (let i = 0; i < fundPasswordTries; i += 1) {
      await expect(
        backend.gateways.withdraw.withdraw(await request({ code: '000000', fundPassword: '000000' })),
      ).rejects.toMatchObject(refusal('Verification code error'));
    }
    expect((await backend.gateways.withdraw.guard()).lockedUntil).toBeNull();
  });

  it('locks withdrawals for 30 minutes at the fifth wrong fund password, saying until when', async () => {
    const wrong = async () =>
      backend.gateways.withdraw
        .withdraw(await request({ fundPassword: '000000' }))
        .catch((error: unknown) => error);
    for (let i = 1; i < fundPasswordTries; i += 1)
      expect(await wrong()).toMatchObject(refusal('Password is incorrect'));
    expect(await wrong()).toMatchObject({
      // The words the app translates by come beside the text, which carries the times.
      failure: {
        message: expect.stringMatching(/locked until .* \(30 min left\)$/),
        reason: 'withdraw-locked',
      },
    });
    const until = backend.clock.now() + fundPasswordLockMs;
    expect(await backend.gateways.withdraw.guard()).toEqual({
      lockedUntil: until,
      heldUntil: null,
      heldBecause: null,
      whitelistOnly: false,
    });
    await expect(backend.gateways.withdraw.withdraw(await request())).rejects.toMatchObject({
      failure: {
        message: expect.stringMatching(/^Too many wrong fund passwords/),
        reason: 'withdraw-locked',
      },
    });
    backend.clock.advance(until - backend.clock.now());
    expect((await backend.gateways.withdraw.guard()).lockedUntil).toBeNull();
    expect((await backend.gateways.withdraw.withdraw(await request())).status).toBe(WithdrawalStatus.pending);
  });

  it('holds withdrawals for a day after the fund password is set anew, saying how long', async () => {
    expect((await backend.gateways.withdraw.guard()).heldUntil).toBeNull();
    await backend.gateways.user.setTransactionPassword({
      password: '135790',
      code: await code(backend, 'asset'),
    });
    const until = backend.clock.now() + fundPasswordHoldMs;
    expect(await backend.gateways.withdraw.guard()).toMatchObject({
      heldUntil: until,
      heldBecause: 'fundPassword',
    });
    await expect(
      backend.gateways.withdraw.withdraw(await request({ fundPassword: '135790' })),
    ).rejects.toMatchObject({
      failure: {
        message: expect.stringMatching(/^The fund password was changed: .* \(23 h 59 min left\)$/),
        reason: 'withdraw-held-fund-password',
      },
    });
    backend.clock.advance(until - backend.clock.now());
    const sent = await backend.gateways.withdraw.withdraw(await request({ fundPassword: '135790' }));
    expect(sent.status).toBe(WithdrawalStatus.pending);
  });

  it('with whitelist-only on refuses a typed new address, not a saved one; turning it off needs the code and holds a day', async () => {
    const fresh = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
    await backend.gateways.withdraw.setWhitelistOnly({ on: true, code: '' });
    expect((await backend.gateways.withdraw.guard()).whitelistOnly).toBe(true);
    await expect(backend.gateways.withdraw.withdraw(await request({ address: fresh }))).rejects.toMatchObject(
      { failure: { ...refusal(WithdrawProblem.notSaved).failure, reason: 'withdraw-whitelist-only' } },
    );
    expect((await backend.gateways.withdraw.withdraw(await request())).status).toBe(WithdrawalStatus.pending);
    await expect(
      backend.gateways.withdraw.setWhitelistOnly({ on: false, code: '000000' }),
    ).rejects.toMatchObject(refusal('Verification code error'));
    expect((await backend.gateways.withdraw.guard()).whitelistOnly).toBe(true);
    await backend.gateways.withdraw.setWhitelistOnly({ on: false, code: await code(backend, 'withdraw') });
    const until = backend.clock.now() + whitelistOffHoldMs;
    expect(await backend.gateways.withdraw.guard()).toEqual({
      lockedUntil: null,
      heldUntil: until,
      heldBecause: 'whitelistOff',
      whitelistOnly: false,
    });
    await expect(backend.gateways.withdraw.withdraw(await request({ address: fresh }))).rejects.toMatchObject(
      {
        failure: {
          message: expect.stringMatching(/^Whitelist-only withdrawals were turned off: .* left\)$/),
          reason: 'withdraw-held-whitelist-off',
        },
      },
    );
    backend.clock.advance(until - backend.clock.now());
    expect((await backend.gateways.withdraw.withdraw(await request({ address: fresh }))).status).toBe(
      WithdrawalStatus.pending,
    );
  });

  it('takes a withdraw code only for the withdrawal it was sent for, saying so by reason', async () => {
    const sent = await code(backend, 'withdraw', {
      coin: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '100',
    });
    await expect(
      backend.gateways.withdraw.withdraw(await request({ amount: '101', code: sent })),
    ).rejects.toMatchObject({
      failure: {
        kind: 'business',
        message: 'The code was sent for another withdrawal; request a new one',
        reason: 'withdraw-code-for-another',
      },
    });
    await expect(
      backend.gateways.withdraw.withdraw(await request({ code: await code(backend, 'withdraw') })),
    ).rejects.toMatchObject({
      failure: { reason: 'withdraw-code-for-another' },
    });
    // The same details (an amount written otherwise) take it.
    const again = await code(backend, 'withdraw', {
      coin: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '100',
    });
    expect(
      (await backend.gateways.withdraw.withdraw(await request({ amount: '100.0', code: again }))).status,
    ).toBe(WithdrawalStatus.pending);
  });

  it('sends a withdraw code only to a signed-in user', async () => {
    backend.setToken(null);
    backend.clock.advance(emailCodeCooldownMs);
    await expect(backend.gateways.user.sendEmailCode(EMAIL, 'withdraw')).rejects.toMatchObject({
      failure: { kind: 'session-expired' },
    });
  });

  it('needs a session', async () => {
    backend.setToken(null);
    await expect(backend.gateways.withdraw.records({ pageNo: 1, pageSize: 10 })).rejects.toMatchObject({
      failure: { kind: 'session-expired' },
    });
  });
});
