import { expect } from 'vitest';
import type { ContractBook } from '../../../../../src/adapters/demo/engine';
import type { TradeType } from '../../../../../src/domain/contract/contract';
import { add, cmp, mul, sub, truncate } from '../../../../../src/domain/precision';
import { available, command, PASSWORD, settings, signedIn, touchDemo } from './model-command';
import type { Command } from './model-command';
import { EMAILS, expectOk, grant, onBoth } from './model-world';
import { toStoreSync } from '../../../../support/fixtures/plain-passwords';

export const register = (user: number): Command =>
  command(
    `register(${user})`,
    () => true,
    (model, real) => {
      const email = EMAILS[user] ?? '';
      const sent = onBoth(real, (engine) => engine.sendEmailCode(email, 'register'));
      if (model.users[user]?.registered) {
        expect(sent).toMatchObject({ ok: false, msg: 'The email is already registered' });
        return;
      }
      const code = expectOk(sent);
      // One derivation (one random salt) for both, as one call to the exchange would bring.
      const derived = toStoreSync(PASSWORD, real.engine.passwordTerms(email));
      expectOk(
        onBoth(real, (engine) =>
          engine.register({ email, code, password: PASSWORD, inviteCode: '' }, derived),
        ),
      );
      model.users[user] = { registered: true, token: null, demoReady: false };
      for (const [currency, amount] of Object.entries(settings.startingBalances))
        grant(model, currency, amount);
    },
  );

export const login = (user: number): Command =>
  command(
    `login(${user})`,
    (model) => model.users[user]?.registered === true,
    (model, real) => {
      const email = EMAILS[user] ?? '';
      const code = expectOk(onBoth(real, (engine) => engine.sendEmailCode(email, 'login')));
      const { token } = expectOk(
        onBoth(real, (engine) => engine.login({ account: email, code, password: PASSWORD })),
      );
      const entry = model.users[user];
      if (entry) entry.token = token;
    },
  );

export const transfer = (user: number, amount: string, currency: string, type: 1 | 2): Command =>
  command(`transfer(${user}, ${amount} ${currency}, type ${type})`, signedIn(user), (model, real) => {
    const [from, to] = type === 1 ? (['spot', 'contract'] as const) : (['contract', 'spot'] as const);
    const before = { from: available(real, user, from, currency), to: available(real, user, to, currency) };
    const token = model.users[user]?.token ?? '';
    const outcome = onBoth(real, (engine) => engine.transfer(token, { amount, currency, type }));
    if (cmp(before.from, amount) < 0) {
      expect(outcome).toMatchObject({ ok: false, msg: 'Insufficient available balance' });
      return;
    }
    expectOk(outcome);
    expect(cmp(available(real, user, from, currency), sub(before.from, amount))).toBe(0);
    expect(cmp(available(real, user, to, currency), add(before.to, amount))).toBe(0);
  });

export const demoAdd = (user: number, amount: string, currency: string): Command =>
  command(`demoAdd(${user}, ${amount} ${currency})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    expect(expectOk(onBoth(real, (engine) => engine.demoAddAmount(token, amount, currency)))).toBe(
      'Add Success',
    );
    touchDemo(model, user);
    grant(model, currency, amount);
  });

export interface OrderSpec {
  book: ContractBook;
  base: string;
  quote: string;
  amount: string;
  second: number;
  tradeType: TradeType;
}

export const createOrder = (user: number, spec: OrderSpec): Command =>
  command(`createOrder(${user}, ${JSON.stringify(spec)})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const wasReady = spec.book !== 'demo' || model.users[user]?.demoReady === true;
    const funds = wasReady ? available(real, user, spec.book, spec.quote) : (settings.demoAmounts[0] ?? '0');
    const duration = settings.durations[spec.book].find((entry) => entry.second === spec.second);
    const fee = truncate(mul(settings.feeRate, spec.amount), 8);
    const request = {
      openAmount: spec.amount,
      baseCoin: spec.base,
      quoteCoin: spec.quote,
      positionTime: spec.second,
      tradeType: spec.tradeType,
    };
    const outcome = onBoth(real, (engine) => engine.createOrder(token, spec.book, request));
    if (spec.book === 'demo') touchDemo(model, user);
    if (!duration || cmp(spec.amount, duration.openAmountMin) < 0) {
      expect(outcome).toMatchObject({
        ok: false,
        msg: 'The number of inputs is less than the minimum limit',
      });
    } else if (cmp(funds, add(spec.amount, fee)) < 0) {
      expect(outcome).toMatchObject({ ok: false, msg: 'Insufficient available balance' });
    } else {
      const now = real.clock.now();
      expect(expectOk(outcome)).toMatchObject({
        entryStatus: 0,
        entryPrice: real.market.price({ base: spec.base, quote: spec.quote }, now),
        openedAt: now,
        settlesAt: now + spec.second * 1_000,
      });
    }
  });

export const signUp = (user: number): Command =>
  command(
    `signUp(${user})`,
    (model) => model.users[user]?.registered !== true,
    (model, real) => {
      register(user).run(model, real);
      login(user).run(model, real);
    },
  );

/** Lands the clock right around the next settlement: one ms early, on time, or one ms late. */
