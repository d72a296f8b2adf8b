import { assign, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import { validateEmail } from '../../domain/session/login-validation';
import { failureOf, type Failure } from '../shared/failure-message';
import { isGatewayError } from '../../domain/shared/gateway-error';
import type { EmailCodeCheck, EmailCodePurpose } from '../../domain/user/email-code';

export interface EmailCodeCheckContext {
  /** The email and code last asked about, so the same pair is not asked twice. */
  email: string;
  code: string;
  purpose: EmailCodePurpose;
  /** The server's msg for a wrong code ('Verification code error'); null otherwise. */
  problem: string | null;
  /** Why the last check got no verdict (network, timeout, a server error); null otherwise. */
  failure: Failure | null;
}

export type EmailCodeCheckEvent =
  | { type: 'check'; email: string; code: string; purpose: EmailCodePurpose }
  /** The code or the email changed: what was said about the old pair no longer holds. */
  | { type: 'edit' };

type CheckEvent = Extract<EmailCodeCheckEvent, { type: 'check' }>;

const checkable = (event: CheckEvent) =>
  event.code.trim() !== '' && validateEmail(event.email.trim()) === null;

/**
 * The register form's code, checked as soon as it is typed (/user/emailVerification), so a
 * mistyped code shows before a password is chosen: idle -> checking -> verified | wrong |
 * unchecked. Only the server's refusal says "wrong"; a failed call leaves the code unchecked
 * and says why (the register call checks the code again anyway), and the next look asks again.
 */
export const emailCodeCheckMachine = once(() =>
  setup({
    types: {} as { context: EmailCodeCheckContext; events: EmailCodeCheckEvent },
    actors: {
      verify: fromPromise<undefined, EmailCodeCheck>(() => {
        throw new Error('verify not provided');
      }),
    },
    guards: {
      newPair: ({ context, event }) =>
        event.type === 'check' &&
        checkable(event) &&
        (event.email.trim() !== context.email || event.code.trim() !== context.code),
    },
    actions: {
      remember: assign(({ event }) =>
        event.type === 'check'
          ? {
              email: event.email.trim(),
              code: event.code.trim(),
              purpose: event.purpose,
              problem: null,
              failure: null,
            }
          : {},
      ),
    },
  }).createMachine({
    id: 'emailCodeCheck',
    context: { email: '', code: '', purpose: 'register', problem: null, failure: null },
    initial: 'idle',
    on: {
      check: { guard: 'newPair', target: '.checking', actions: 'remember', reenter: true },
      edit: { target: '.idle', actions: assign({ email: '', code: '', problem: null, failure: null }) },
    },
    states: {
      idle: {},
      checking: {
        invoke: {
          src: 'verify',
          input: ({ context }) => ({ email: context.email, code: context.code, purpose: context.purpose }),
          onDone: 'verified',
          onError: [
            {
              guard: ({ event }) => isGatewayError(event.error) && event.error.kind === 'business',
              target: 'wrong',
              actions: assign({
                problem: ({ event }) => (event.error instanceof Error ? event.error.message : null),
              }),
            },
            // Unchecked: forget the pair, so the next look asks again.
            {
              target: 'unchecked',
              actions: assign({ email: '', code: '', failure: ({ event }) => failureOf(event.error) }),
            },
          ],
        },
      },
      verified: {},
      wrong: {},
      unchecked: {},
    },
  }),
);

export type EmailCodeCheckMachine = ReturnType<typeof emailCodeCheckMachine>;
