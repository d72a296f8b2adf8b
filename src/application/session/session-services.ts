import { fromPromise } from 'xstate';
import type { UserGateway } from '../../domain/user/user.port';
import { createAccountForms, type AccountForms } from './account-forms';
import { emailCodeMachine, type EmailCodeMachine } from './email-code.machine';
import { createSessionMachine, type SessionMachineDeps } from './login.use-case';
import type { SessionInput, SessionMachine } from './session.machine';

/** Input ports of the session screens: the running session, the send-code button and the account forms. */
export interface SessionServices extends AccountForms {
  machine: SessionMachine;
  input: SessionInput;
  emailCode: EmailCodeMachine;
}

export interface SessionServicesDeps extends SessionMachineDeps {
  users: Pick<
    UserGateway,
    'login' | 'profile' | 'sendEmailCode' | 'register' | 'forgetPassword' | 'updatePassword'
  >;
}

export function createSessionServices(deps: SessionServicesDeps): SessionServices {
  const { users, store } = deps;
  return {
    machine: createSessionMachine(deps),
    input: { stored: store.load() },
    emailCode: emailCodeMachine.provide({
      actors: { sendCode: fromPromise(({ input }) => users.sendEmailCode(input.email, input.purpose)) },
    }),
    ...createAccountForms({ users }),
  };
}
