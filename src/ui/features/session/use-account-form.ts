import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { SubmissionMachine } from '../../../application/shared/submission.machine';
import {
  selectFailure,
  selectRefusal,
  selectSubmitting,
} from '../../../application/shared/submission.selectors';
import type {
  AccountFormProblem,
  ForgetPasswordForm,
  ModifyPasswordForm,
  RegisterForm,
} from '../../../domain/session/account-form-validation';
import { failureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { accountProblemText } from './field-rules';
import { passwordMessages } from './password.messages';
import { registerMessages } from './register.messages';

export interface AccountFormHandlers {
  toast(text: string, kind: 'success' | 'error'): void;
  /** After success: where the form factor goes next. */
  onSucceeded(): void;
}

/**
 * An account form's submission (register, forgot, modify password): checked by the domain
 * validator, one submit at a time, the server msg ('error' when it gave none) or the
 * success text as toasts (SPEC section 8).
 */
function useAccountForm<F>(
  machine: SubmissionMachine<F, AccountFormProblem>,
  successText: string,
  { toast, onSucceeded }: AccountFormHandlers,
) {
  const intl = useIntl();
  const actor = useActorRef(machine);
  const submitting = useSelector(actor, selectSubmitting);
  const failure = useSelector(actor, selectFailure);
  const refusal = useSelector(actor, selectRefusal);
  useEffect(() => {
    // The field rules ask the same validators, so a refusal is only a safety net.
    const problem = refusal === null ? null : accountProblemText(intl, refusal);
    const text = failure === null ? problem : failureText(intl, failure);
    if (text === null) return;
    toast(text, 'error');
    // Tells the machine the message was shown, so the same one is not shown twice.
    actor.send({ type: 'dismiss' });
  }, [failure, refusal, toast, intl, actor]);
  useEffect(() => {
    const subscription = actor.on('succeeded', () => {
      toast(successText, 'success');
      onSucceeded();
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, successText, onSucceeded]);
  const submit = useCallback((input: F) => actor.send({ type: 'submit', input }), [actor]);
  return { submitting, submit };
}

export function useRegister(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.register;
  return useAccountForm<RegisterForm>(machine, intl.formatMessage(registerMessages.done), handlers);
}

export function useForgetPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.forgetPassword;
  return useAccountForm<ForgetPasswordForm>(
    machine,
    intl.formatMessage(passwordMessages.resetDone),
    handlers,
  );
}

export function useModifyPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.modifyPassword;
  return useAccountForm<ModifyPasswordForm>(
    machine,
    intl.formatMessage(passwordMessages.modifyDone),
    handlers,
  );
}
