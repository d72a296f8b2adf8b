import type { EmailCodePurpose as EnginePurpose } from '../engine/engine-state';
import type { ParameterGateway, UserGateway } from '../../../domain/user/user.port';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
import type { DemoExchange } from '../demo-exchange';
import { needsSession } from '../engine/email-codes';

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

/** Accounts in the browser. No mail goes out, so the code comes back for the app to show. */
export function createDemoUserGateway({ exchange }: { exchange: DemoExchange }): UserGateway {
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
    register: (request) =>
      exchange.call((engine) => {
        engine.register(request);
      }),
    // The session list names the device by the browser's user agent (summarised by the engine).
    login: (request) =>
      exchange.call((engine) => engine.login(request, globalThis.navigator?.userAgent ?? '')),
    profile: (session) => exchange.call((engine) => engine.profile(session.token)),
    updatePassword: ({ oldPassword, password }) =>
      exchange.call((engine, token) => engine.updatePassword(token, oldPassword, password)),
    forgetPassword: ({ email, code, password }) =>
      exchange.call((engine) => engine.forgetPassword(email, code, password)),
    setTransactionPassword: ({ password, code }) =>
      exchange.call((engine, token) => engine.setTransactionPassword(token, password, code)),
  };
}

export function createDemoParameterGateway({ exchange }: { exchange: DemoExchange }): ParameterGateway {
  return {
    param: (name) => exchange.call((engine) => engine.param(name)),
    customerLinks: () => exchange.call((engine) => engine.customerLinks()),
  };
}
