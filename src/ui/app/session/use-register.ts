import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { RegisterRequest } from '../../../domain/user/user';
import { useServices } from '../services-context';
import { registerMessages } from './register.messages';
import { sessionMessages } from './session.messages';

export interface RegisterHandlers {
  toast(text: string, kind: 'success' | 'error'): void;
  /** After success: the form factor's login page. */
  onRegistered(): void;
}

/** The register form's machine: one submit at a time, its failure and success as toasts. */
export function useRegister({ toast, onRegistered }: RegisterHandlers) {
  const intl = useIntl();
  const actor = useActorRef(useServices().session.register);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const failure = useSelector(actor, (s) => s.context.failure);
  useEffect(() => {
    if (failure === null) return;
    toast(failure || intl.formatMessage(sessionMessages.error), 'error');
    actor.send({ type: 'failure.shown' });
  }, [failure, toast, intl, actor]);
  useEffect(() => {
    if (!succeeded) return;
    toast(intl.formatMessage(registerMessages.done), 'success');
    onRegistered();
  }, [succeeded, toast, intl, onRegistered]);
  return { submitting, submit: (request: RegisterRequest) => actor.send({ type: 'submit', request }) };
}
