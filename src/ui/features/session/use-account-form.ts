import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { AccountFormMachine } from '../../../application/session/account-form.machine';
import type {
  ForgetPasswordRequest,
  RegisterRequest,
  UpdatePasswordRequest,
} from '../../../domain/user/user';
import { useServices } from '../../shared/services-context';
import { passwordMessages } from './password.messages';
import { registerMessages } from './register.messages';
import { sessionMessages } from './session.messages';

export interface AccountFormHandlers {
  toast(text: string, kind: 'success' | 'error'): void;
  /** After success: where the form factor goes next. */
  onSucceeded(): void;
}

/**
 * An account form's machine (register, forgot, modify password): one submit at a time,
 * the server msg ('error' when it gave none) or the success text as toasts (SPEC section 8).
 */
function useAccountForm<R>(
  machine: AccountFormMachine<R>,
  successText: string,
  { toast, onSucceeded }: AccountFormHandlers,
) {
  const intl = useIntl();
  const actor = useActorRef(machine);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const failure = useSelector(actor, (s) => s.context.failure);
  useEffect(() => {
    if (failure === null) return;
    toast(failure || intl.formatMessage(sessionMessages.error), 'error');
    // Tells the machine the failure was shown, so the same message is not shown twice.
    actor.send({ type: 'failure.shown' });
  }, [failure, toast, intl, actor]);
  useEffect(() => {
    if (!succeeded) return;
    toast(successText, 'success');
    onSucceeded();
  }, [succeeded, toast, successText, onSucceeded]);
  const submit = useCallback((request: R) => actor.send({ type: 'submit', request }), [actor]);
  return { submitting, submit };
}

export function useRegister(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.register;
  return useAccountForm<RegisterRequest>(machine, intl.formatMessage(registerMessages.done), handlers);
}

export function useForgetPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.forgetPassword;
  return useAccountForm<ForgetPasswordRequest>(
    machine,
    intl.formatMessage(passwordMessages.resetDone),
    handlers,
  );
}

export function useModifyPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().session.modifyPassword;
  return useAccountForm<UpdatePasswordRequest>(
    machine,
    intl.formatMessage(passwordMessages.modifyDone),
    handlers,
  );
}
