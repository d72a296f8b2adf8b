import { fromPromise } from 'xstate';
import type { EmailCodeCheck } from '../../domain/user/email-code';
import type { UserGateway } from '../../domain/user/user.port';
import { emailCodeCheckMachine, type EmailCodeCheckMachine } from './email-code-check.machine';
import { emailCodeMachine, type EmailCodeMachine } from './email-code.machine';
import { createSessionMachine, type SessionMachineDeps } from './login.use-case';
import { once } from '../shared/once';
import type { SessionInput, SessionMachine } from './session.machine';

/**
 * Input ports of the session screens: the running session, the send-code button and the check
 * of a typed code. The account forms come with their own module (account-forms.ts).
 */
export interface SessionServices {
  machine: SessionMachine;
  input: SessionInput;
  emailCode: EmailCodeMachine;
  emailCodeCheck: EmailCodeCheckMachine;
}

export interface SessionServicesDeps extends SessionMachineDeps {
  users: Pick<UserGateway, 'login' | 'profile' | 'sendEmailCode' | 'verifyEmailCode'>;
}

export function createSessionServices(deps: SessionServicesDeps): SessionServices {
  const { users, store } = deps;
  // The code buttons are made when a session screen first reads them:
  // the first screen of most visits (the home, a pair) never does.
  const emailCode = once(() =>
    emailCodeMachine().provide({
      actors: {
        sendCode: fromPromise(({ input: { email, purpose, subject } }) =>
          subject ? users.sendEmailCode(email, purpose, subject) : users.sendEmailCode(email, purpose),
        ),
      },
    }),
  );
  const emailCodeCheck = once(() =>
    emailCodeCheckMachine().provide({
      actors: {
        verify: fromPromise<undefined, EmailCodeCheck>(async ({ input }) => {
          await users.verifyEmailCode(input);
          return undefined;
        }),
      },
    }),
  );
  return {
    machine: createSessionMachine(deps),
    input: { stored: store.load() },
    get emailCode() {
      return emailCode();
    },
    get emailCodeCheck() {
      return emailCodeCheck();
    },
  };
}
