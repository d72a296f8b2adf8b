import type { EmailCodePurpose as EnginePurpose } from '../engine/user-records';
import type { ParameterGateway, UserGateway } from '../../../domain/user/user.port';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
import type { DemoExchange } from '../demo-exchange';
import { needsSession } from '../engine/email-codes';
import type { DerivedPassword, PasswordTerms } from '../engine/password-record';

// The derivation (and its hashing library) loads with the first password typed, not with the app.
const derivedToCheck = async (password: string, terms: PasswordTerms): Promise<DerivedPassword> =>
  (await import('../engine/password-kdf')).derivedToCheck(password, terms);
const derivedToStore = async (password: string, terms: PasswordTerms): Promise<DerivedPassword> =>
  (await import('../engine/password-kdf')).derivedToStore(password, terms);

// Changing the login password needs no code in the simulated exchange; the fund-password
// code stands in so that the screen's "send code" step still works.
const ENGINE_PURPOSE: Record<EmailCodePurpose, EnginePurpose> = {
  register: 'register',
  login: 'login',
  forget: 'forget',
  update: 'asset',
  asset: 'asset',
  withdraw: 'withdraw',
};

/**
 * Accounts in the browser. No mail goes out, so the code comes back for the app to show. A
 * password is derived (PBKDF2, Web Crypto) before the engine's call, with the terms the engine
 * gives for it: the engine itself is synchronous and only compares and keeps the records.
 */
export function createDemoUserGateway({ exchange }: { exchange: DemoExchange }): UserGateway {
  const terms = (email: string) => exchange.call((engine) => engine.passwordTerms(email));
  const ownTerms = () => exchange.call((engine, token) => engine.signedInPasswordTerms(token, 'login'));
  return {
    sendEmailCode: (email, purpose, subject) =>
      exchange.call((engine, token) => {
        const engined = ENGINE_PURPOSE[purpose];
        // A withdraw code goes only to the signed-in user's own address, for one withdrawal.
        const mail = needsSession(engined)
          ? engine.sendSignedInMail(token, engined, subject)
          : engine.sendEmailMail(email, engined);
        return { demoCode: mail.code, demoPhrase: mail.phrase };
      }),
    verifyEmailCode: ({ email, code, purpose }) =>
      exchange.call((engine) => engine.verifyEmailCode(email, code, ENGINE_PURPOSE[purpose])),
    register: async (request) => {
      const derived = await derivedToStore(request.password, await terms(request.email));
      await exchange.call((engine) => {
        engine.register(request, derived);
      });
    },
    // The session list names the device by the browser's user agent (summarised by the engine).
    login: async (request) => {
      const derived = await derivedToCheck(request.password, await terms(request.account));
      return exchange.call((engine) => engine.login(request, globalThis.navigator?.userAgent ?? '', derived));
    },
    profile: (session) => exchange.call((engine) => engine.profile(session.token)),
    updatePassword: async ({ oldPassword, password }) => {
      const own = await ownTerms();
      const [old, fresh] = await Promise.all([
        derivedToCheck(oldPassword, own),
        derivedToStore(password, own),
      ]);
      const derived = { old, new: fresh };
      await exchange.call((engine, token) => engine.updatePassword(token, oldPassword, password, derived));
    },
    forgetPassword: async ({ email, code, password }) => {
      const derived = await derivedToStore(password, await terms(email));
      await exchange.call((engine) => engine.forgetPassword(email, code, password, derived));
    },
    setTransactionPassword: async ({ password, code }) => {
      const own = await exchange.call((engine, token) => engine.signedInPasswordTerms(token, 'fund'));
      const derived = await derivedToStore(password, own);
      await exchange.call((engine, token) => engine.setTransactionPassword(token, password, code, derived));
    },
  };
}

export function createDemoParameterGateway({ exchange }: { exchange: DemoExchange }): ParameterGateway {
  return {
    param: (name) => exchange.call((engine) => engine.param(name)),
    customerLinks: () => exchange.call((engine) => engine.customerLinks()),
  };
}
