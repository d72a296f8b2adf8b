import { assign, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import { validateEmail } from '../../domain/session/login-validation';
import type { CodeSubject, EmailCodePurpose, EmailCodeReceipt } from '../../domain/user/email-code';
import { failureOf, type Failure } from '../shared/failure-message';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export interface EmailCodeContext {
  seconds: number;
  /** Demo mode only: the code the simulated exchange would have mailed. */
  demoCode: string | null;
  /** Demo mode only: the anti-phishing phrase that mail carries; null when none is set. */
  demoPhrase: string | null;
  /** 'enter email' / 'Email error' (translated by the UI), or why the send failed. */
  problem: EmailCodeProblem | Failure | null;
  /** The withdrawal the last code was sent for (null: for none), so a form can tell it changed since. */
  sentFor: CodeSubject | null;
  /** What the send under way is for: it becomes `sentFor` once the code is sent. */
  asking: CodeSubject | null;
}

/** The SPEC's own texts for an email that cannot get a code (section 5, section 8). */
export type EmailCodeProblem = 'enter email' | 'Email error';

export type EmailCodeEvent = {
  type: 'send';
  email: string;
  purpose: EmailCodePurpose;
  subject?: CodeSubject;
};

type SendInput = { email: string; purpose: EmailCodePurpose; subject?: CodeSubject };

/** The send-code button: idle -> sending -> countingDown (60 s) -> idle. A valid email only. */
export const emailCodeMachine = once(() =>
  setup({
    types: {} as { context: EmailCodeContext; events: EmailCodeEvent },
    actors: {
      sendCode: fromPromise<EmailCodeReceipt, SendInput>(() => {
        throw new Error('sendCode not provided');
      }),
    },
  }).createMachine({
    id: 'emailCode',
    context: { seconds: 0, demoCode: null, demoPhrase: null, problem: null, sentFor: null, asking: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          send: [
            {
              guard: ({ event }) => event.email.trim() === '',
              actions: assign({ problem: 'enter email' }),
            },
            {
              guard: ({ event }) => validateEmail(event.email) !== null,
              actions: assign({ problem: 'Email error' }),
            },
            {
              target: 'sending',
              actions: assign({ problem: null, asking: ({ event }) => event.subject ?? null }),
            },
          ],
        },
      },
      sending: {
        invoke: {
          src: 'sendCode',
          input: ({ event }) => ({ email: event.email, purpose: event.purpose, subject: event.subject }),
          onDone: {
            target: 'countingDown',
            actions: assign({
              demoCode: ({ event }) => event.output.demoCode,
              demoPhrase: ({ event }) => event.output.demoPhrase ?? null,
              seconds: RESEND_SECONDS,
              sentFor: ({ context }) => context.asking,
            }),
          },
          onError: {
            target: 'idle',
            actions: assign({ problem: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      countingDown: {
        after: {
          1000: [
            {
              guard: ({ context }) => context.seconds > 1,
              target: 'countingDown',
              reenter: true,
              actions: assign({ seconds: ({ context }) => context.seconds - 1 }),
            },
            { target: 'idle', actions: assign({ seconds: 0 }) },
          ],
        },
      },
    },
  }),
);

export type EmailCodeMachine = ReturnType<typeof emailCodeMachine>;
