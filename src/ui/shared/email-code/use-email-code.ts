import { useActorRef, useSelector } from '@xstate/react';
import {
  selectCodeProblem,
  selectCodeSending,
  selectCodeWaiting,
  selectDemoCode,
  selectDemoPhrase,
  selectSecondsLeft,
} from '../../../application/session/email-code.selectors';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
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
  return {
    seconds,
    demoCode,
    /** The anti-phishing phrase the demo's mail carries (demo mode only); null when none is set. */
    demoPhrase: demo ? mailedPhrase : null,
    problem,
    sending,
    waiting,
    send: (email: string) => actor.send({ type: 'send', email, purpose }),
  };
}
