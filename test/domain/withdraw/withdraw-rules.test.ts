import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../src/domain/withdraw/address-book';
import {
  codeFits,
  codeSubjectOf,
  receivedAmount,
  WithdrawProblem,
  withdrawProblem,
  withdrawRequestOf,
  type WithdrawContext,
} from '../../../src/domain/withdraw/withdraw-rules';
import type { WithdrawForm } from '../../../src/domain/withdraw/withdrawal';
import { cmp } from '../../../src/domain/precision';
import {
  isSecondFactor,
  SECOND_FACTOR_MAX_LENGTH,
  typedSecondFactor,
} from '../../../src/domain/user/second-factor';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const NOW = 1_000_000;
const saved: SavedAddress = {
  id: 'a1',
  label: 'Cold',
  coin: 'USDT',
  network: 'TRC20',
  address: TRON,
  createdAt: 0,
  usableAt: NOW,
};
const context: WithdrawContext = {
  config: [{ coin: 'USDT', network: 'TRC20', fee: '1', minAmount: '10' }],
  available: '500',
  saved: [saved],
  now: NOW,
};
const form = (over: Partial<WithdrawForm> = {}): WithdrawForm => ({
  coin: 'USDT',
  network: 'TRC20',
  addressId: 'a1',
  address: TRON,
  amount: '100',
  fundPassword: '123456',
  code: '777777',
  authenticatorCode: '',
  ...over,
});
const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
const within = fc.integer({ min: 10, max: 500 }).map(String);

describe('withdraw rules', () => {
  it('accepts every amount between the minimum and the available balance', () => {
    fc.assert(
      fc.property(within, (amount) => void expect(withdrawProblem(form({ amount }), context)).toBeNull()),
    );
  });

  it('says Insufficient available balance for any amount above the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 501, max: 10_000_000 }),
        (amount) =>
          void expect(withdrawProblem(form({ amount: String(amount) }), context)).toBe(
            WithdrawProblem.insufficient,
          ),
      ),
    );
  });

  it('refuses below the minimum, and any fund password that is not 6 digits', () => {
    expect(withdrawProblem(form({ amount: '9.99' }), context)).toBe(WithdrawProblem.belowMinimum);
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{6}$/.test(text)),
        (fundPassword) =>
          void expect(withdrawProblem(form({ fundPassword }), context)).toBe(WithdrawProblem.fundPassword),
      ),
    );
    expect(withdrawProblem(form({ code: '  ' }), context)).toBe(WithdrawProblem.code);
  });

  it('refuses a saved address in its cool-down, and a typed address off its network format', () => {
    const locked = { ...context, saved: [{ ...saved, usableAt: NOW + 1 }] };
    expect(withdrawProblem(form(), locked)).toBe(WithdrawProblem.locked);
    expect(
      withdrawProblem(
        form({ addressId: null, address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
        context,
      ),
    ).toBe(WithdrawProblem.format);
    expect(withdrawProblem(form({ addressId: null, address: ' ' }), context)).toBe(
      WithdrawProblem.enterAddress,
    );
    expect(withdrawProblem(form({ network: 'ERC20' }), context)).toBe(WithdrawProblem.network);
  });

  it('never throws, whatever the form holds', () => {
    fc.assert(
      fc.property(
        anything,
        anything,
        anything,
        anything,
        anything,
        (coin, network, address, amount, code) => {
          const value = { coin, network, address, amount, code, fundPassword: '123456', addressId: null };
          const problem = withdrawProblem(value as unknown as WithdrawForm, context);
          expect(problem === null || Object.values(WithdrawProblem).includes(problem)).toBe(true);
        },
      ),
    );
  });

  it('with an authenticator bound asks for its 6 digits or a recovery code, and never otherwise', () => {
    const bound = { ...context, authenticator: true };
    expect(withdrawProblem(form(), bound)).toBe(WithdrawProblem.authenticatorCode);
    expect(withdrawProblem(form({ authenticatorCode: ' 123456 ' }), bound)).toBeNull();
    expect(withdrawProblem(form({ authenticatorCode: 'ab3de-fg4hk' }), bound)).toBeNull();
    // The email code is asked first, in the order the form is filled.
    expect(withdrawProblem(form({ code: '', authenticatorCode: '' }), bound)).toBe(WithdrawProblem.code);
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isSecondFactor(text.trim())),
        (authenticatorCode) => {
          expect(withdrawProblem(form({ authenticatorCode }), bound)).toBe(WithdrawProblem.authenticatorCode);
          expect(withdrawProblem(form({ authenticatorCode }), context)).toBeNull();
        },
      ),
    );
  });

  it('keeps what the authenticator field is typed as: digits of an app code, or a recovery code', () => {
    expect(typedSecondFactor('123 456 7')).toBe('123456');
    expect(typedSecondFactor(' AB3DE-FG4HK ')).toBe('ab3de-fg4hk');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = typedSecondFactor(text);
        expect(kept.length).toBeLessThanOrEqual(SECOND_FACTOR_MAX_LENGTH);
        expect(typedSecondFactor(kept)).toBe(kept);
      }),
    );
  });

  it('receives amount - fee, never below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, fee) => {
        const received = receivedAmount(String(amount), String(fee));
        expect(cmp(received ?? '', String(Math.max(amount - fee, 0)))).toBe(0);
      }),
    );
    expect(receivedAmount('abc', '1')).toBeNull();
  });

  it('sends the trimmed address and code, without the address-book id', () => {
    expect(withdrawRequestOf(form({ address: ` ${TRON} `, code: ' 1 ', amount: '10.50' }))).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '10.5',
      fundPassword: '123456',
      code: '1',
    });
  });

  it('sends the authenticator code only while one is bound: without one the request is as before', () => {
    const typed = form({ authenticatorCode: ' 654321 ' });
    expect(withdrawRequestOf(typed)).not.toHaveProperty('authenticatorCode');
    expect(withdrawRequestOf(typed, true)).toMatchObject({ authenticatorCode: '654321' });
  });
});

describe('the withdrawal a code is sent for', () => {
  const form: WithdrawForm = {
    coin: 'USDT',
    network: 'ERC20',
    addressId: null,
    address: ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ',
    amount: '100.50',
    fundPassword: '',
    code: '',
    authenticatorCode: '',
  };

  it('is none until the address and the amount are filled in', () => {
    expect(codeSubjectOf({ ...form, address: ' ' })).toBeNull();
    expect(codeSubjectOf({ ...form, amount: '' })).toBeNull();
    expect(codeSubjectOf(form)).toEqual({
      coin: 'USDT',
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      amount: '100.5',
    });
  });

  it('fits the request the form sends, whatever the amount, and no request with another detail', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,6}(\.\d{1,8})?$/), fc.boolean(), (amount, lower) => {
        const filled = { ...form, amount };
        const subject = codeSubjectOf(filled);
        expect(subject).not.toBeNull();
        if (subject === null) return;
        const request = withdrawRequestOf(filled);
        // EVM addresses name the same account in any case.
        const address = lower ? request.address.toLowerCase() : request.address;
        expect(codeFits(subject, { ...request, address })).toBe(true);
        expect(codeFits(subject, { ...request, amount: `${request.amount}1` })).toBe(false);
        expect(codeFits(subject, { ...request, coin: 'USDC' })).toBe(false);
        expect(codeFits(subject, { ...request, network: 'BEP20' })).toBe(false);
      }),
    );
  });
});
