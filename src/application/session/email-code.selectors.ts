import type { SnapshotFrom } from 'xstate';
import type { EmailCodeMachine } from './email-code.machine';

type EmailCodeSnapshot = SnapshotFrom<EmailCodeMachine>;

export const selectSecondsLeft = (snapshot: EmailCodeSnapshot) => snapshot.context.seconds;
export const selectDemoCode = (snapshot: EmailCodeSnapshot) => snapshot.context.demoCode;
/** The withdrawal the last code was sent for; null for none. */
export const selectCodeSentFor = (snapshot: EmailCodeSnapshot) => snapshot.context.sentFor;
export const selectDemoPhrase = (snapshot: EmailCodeSnapshot) => snapshot.context.demoPhrase;
export const selectCodeProblem = (snapshot: EmailCodeSnapshot) => snapshot.context.problem;
export const selectCodeSending = (snapshot: EmailCodeSnapshot) => snapshot.matches('sending');
/** Sending or counting down: the button waits. */
export const selectCodeWaiting = (snapshot: EmailCodeSnapshot) => !snapshot.matches('idle');
