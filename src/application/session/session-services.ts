import { fromPromise } from 'xstate';
import type { EmailCodeCheck } from '../../domain/user/email-code';
import type { UserGateway } from '../../domain/user/user.port';
import { createAccountForms, type AccountForms } from './account-forms';
import { emailCodeCheckMachine, type EmailCodeCheckMachine } from './email-code-check.machine';
import { emailCodeMachine, type EmailCodeMachine } from './email-code.machine';
import { createSessionMachine, type SessionMachineDeps } from './login.use-case';
import type { SessionInput, SessionMachine } from './session.machine';

/**
 * Input ports of the session screens: the running session, the send-code button, the check
 * of a typed code and the account forms.
 */
export interface SessionServices extends AccountForms {
  machine: SessionMachine;
  input: SessionInput;
  emailCode: EmailCodeMachine;
  emailCodeCheck: EmailCodeCheckMachine;
}

export interface SessionServicesDeps extends SessionMachineDeps {
  users: Pick<
    UserGateway,
    | 'login'
    | 'profile'
    | 'sendEmailCode'
    | 'verifyEmailCode'
    | 'register'
    | 'forgetPassword'
    | 'updatePassword'
  >;
}

export function createSessionServices(deps: SessionServicesDeps): SessionServices {
  const { users, store } = deps;
  return {
    machine: createSessionMachine(deps),
    input: { stored: store.load() },
    emailCode: emailCodeMachine.provide({
      actors: {
        sendCode: fromPromise(({ input: { email, purpose, subject } }) =>
          subject ? users.sendEmailCode(email, purpose, subject) : users.sendEmailCode(email, purpose),
        ),
      },
    }),
    emailCodeCheck: emailCodeCheckMachine.provide({
      actors: {
        verify: fromPromise<undefined, EmailCodeCheck>(async ({ input }) => {
          await users.verifyEmailCode(input);
          return undefined;
        }),
      },
    }),
    ...createAccountForms({ users }),
  };
}
