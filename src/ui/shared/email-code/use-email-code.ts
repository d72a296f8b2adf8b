import { useActorRef, useSelector } from '@xstate/react';
import {
  selectCodeProblem,
  selectCodeSending,
  selectCodeWaiting,
  selectDemoCode,
  selectSecondsLeft,
} from '../../../application/session/email-code.selectors';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
import { useServices } from '../services-context';

/** One send-code button's machine: countdown, demo code and problem. */
export function useEmailCode(purpose: EmailCodePurpose) {
  const actor = useActorRef(useServices().session.emailCode);
  const seconds = useSelector(actor, selectSecondsLeft);
  const demoCode = useSelector(actor, selectDemoCode);
  const problem = useSelector(actor, selectCodeProblem);
  const sending = useSelector(actor, selectCodeSending);
  const waiting = useSelector(actor, selectCodeWaiting);
  return {
    seconds,
    demoCode,
    problem,
    sending,
    waiting,
    send: (email: string) => actor.send({ type: 'send', email, purpose }),
  };
}
