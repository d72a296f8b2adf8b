import { useActorRef, useSelector } from '@xstate/react';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
import { useServices } from '../../shared/services-context';

/** One send-code button's machine: countdown, demo code and problem. */
export function useEmailCode(purpose: EmailCodePurpose) {
  const actor = useActorRef(useServices().session.emailCode);
  const seconds = useSelector(actor, (s) => s.context.seconds);
  const demoCode = useSelector(actor, (s) => s.context.demoCode);
  const problem = useSelector(actor, (s) => s.context.problem);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const waiting = useSelector(actor, (s) => !s.matches('idle'));
  return {
    seconds,
    demoCode,
    problem,
    sending,
    waiting,
    send: (email: string) => actor.send({ type: 'send', email, purpose }),
  };
}
