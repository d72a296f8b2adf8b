import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ForgetPasswordRequest, UpdatePasswordRequest } from '../../../domain/user/user';
import { useServices } from '../services-context';
import { passwordMessages } from './password.messages';
import { useFormOutcome } from './use-form-outcome';

export interface PasswordFormHandlers {
  toast(text: string, kind: 'success' | 'error'): void;
  /** After success: where the form factor goes next. */
  onSucceeded(): void;
}

/** The forgot-password form's machine: one submit at a time; server msg or success as toasts. */
export function useForgetPassword({ toast, onSucceeded }: PasswordFormHandlers) {
  const intl = useIntl();
  const actor = useActorRef(useServices().session.forgetPassword);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureShown = useCallback(() => actor.send({ type: 'failure.shown' }), [actor]);
  const successText = intl.formatMessage(passwordMessages.resetDone);
  useFormOutcome({ failure, succeeded, successText, toast, failureShown, onSucceeded });
  return {
    submitting,
    submit: (request: ForgetPasswordRequest) => actor.send({ type: 'submit', request }),
  };
}

/** The modify-password form's machine, the same way. */
export function useModifyPassword({ toast, onSucceeded }: PasswordFormHandlers) {
  const intl = useIntl();
  const actor = useActorRef(useServices().session.modifyPassword);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureShown = useCallback(() => actor.send({ type: 'failure.shown' }), [actor]);
  const successText = intl.formatMessage(passwordMessages.modifyDone);
  useFormOutcome({ failure, succeeded, successText, toast, failureShown, onSucceeded });
  return {
    submitting,
    submit: (request: UpdatePasswordRequest) => actor.send({ type: 'submit', request }),
  };
}
