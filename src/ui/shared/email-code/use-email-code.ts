import { useActorRef, useSelector } from '@xstate/react';
import {
  selectCodeProblem,
  selectCodeSentFor,
  selectCodeSending,
  selectCodeWaiting,
  selectDemoCode,
  selectDemoPhrase,
  selectSecondsLeft,
} from '../../../application/session/email-code.selectors';
import type { CodeSubject, EmailCodePurpose } from '../../../domain/user/email-code';
import { useServices } from '../services-context';

/**
 * One send-code button's machine: countdown, demo code and problem. The code is shown only in
 * demo mode, where no mail is sent; any other mode mails it, whatever an answer carried.
 */
export function useEmailCode(purpose: EmailCodePurpose) {
  const services = useServices();
  const actor = useActorRef(services.session.emailCode);
  const seconds = useSelector(actor, selectSecondsLeft);
  const sentCode = useSelector(actor, selectDemoCode);
  const demo = services.backendMode === 'demo';
  const demoCode = demo ? sentCode : null;
  const mailedPhrase = useSelector(actor, selectDemoPhrase);
  const problem = useSelector(actor, selectCodeProblem);
  const sending = useSelector(actor, selectCodeSending);
  const waiting = useSelector(actor, selectCodeWaiting);
  const sentFor = useSelector(actor, selectCodeSentFor);
  return {
    seconds,
    demoCode,
    /** The anti-phishing phrase the demo's mail carries (demo mode only); null when none is set. */
    demoPhrase: demo ? mailedPhrase : null,
    problem,
    sending,
    waiting,
    sentFor,
    /** A withdraw code is sent for one withdrawal: `subject`. */
    send: (email: string, subject?: CodeSubject) =>
      actor.send(subject ? { type: 'send', email, purpose, subject } : { type: 'send', email, purpose }),
  };
}
