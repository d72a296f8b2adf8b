import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type {
  ForgetPasswordMachine,
  ModifyPasswordMachine,
  RegisterMachine,
} from '../../../application/session/account-forms';
import { selectFirstRefusal, selectFormSending } from '../../../application/shared/form.selectors';
import type {
  ForgetPasswordForm,
  ModifyPasswordForm,
  RegisterForm,
} from '../../../domain/session/account-form-validation';
import { failureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { useEmitted } from '../../shared/use-emitted';
import { accountProblemText } from './field-rules';
import { passwordMessages } from './password.messages';
import { registerMessages } from './register.messages';

export interface AccountFormHandlers {
  toast(text: string, kind: 'success' | 'error'): void;
  /** After success: where the form factor goes next. */
  onSucceeded(): void;
}

type AccountFormMachine = RegisterMachine | ForgetPasswordMachine | ModifyPasswordMachine;

/**
 * An account form's machine (register, forgot, modify password): the kit's fields hand their
 * values with the press, the domain validator checks them, one send at a time, the server msg
 * ('error' when it gave none) or the success text as toasts (SPEC section 8).
 */
function useAccountForm<F extends object>(
  machine: AccountFormMachine,
  successText: string,
  { toast, onSucceeded }: AccountFormHandlers,
) {
  const intl = useIntl();
  // The three machines share one shape; each hook passes the one of its own form.
  const actor = useActorRef(machine as RegisterMachine, { input: {} });
  const submitting = useSelector(actor, selectFormSending);
  useEmitted(actor, {
    succeeded: () => {
      toast(successText, 'success');
      onSucceeded();
    },
    failed: ({ failure }) => toast(failureText(intl, failure), 'error'),
  });
  const submit = useCallback(
    (values: F) => {
      actor.send({ type: 'submit', patch: values as Partial<RegisterForm> });
      // The field rules ask the same validators, so a refusal here is only a safety net.
      const refusal = selectFirstRefusal(actor.getSnapshot());
      if (refusal !== null) toast(accountProblemText(intl, refusal), 'error');
    },
    [actor, intl, toast],
  );
  return { submitting, submit };
}

export function useRegister(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().accountForms.register;
  return useAccountForm<RegisterForm>(machine, intl.formatMessage(registerMessages.done), handlers);
}

export function useForgetPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().accountForms.forgetPassword;
  return useAccountForm<ForgetPasswordForm>(
    machine,
    intl.formatMessage(passwordMessages.resetDone),
    handlers,
  );
}

export function useModifyPassword(handlers: AccountFormHandlers) {
  const intl = useIntl();
  const machine = useServices().accountForms.modifyPassword;
  return useAccountForm<ModifyPasswordForm>(
    machine,
    intl.formatMessage(passwordMessages.modifyDone),
    handlers,
  );
}

/** What the change-password fields hold, as both form factors name them. */
export interface ModifyPasswordValues {
  oldPassword: string;
  code: string;
  password: string;
  confirm: string;
}

/** The change-password fields as the form's draft, under the form factor's password policy. */
export const modifyPasswordOf = (v: ModifyPasswordValues, policy: ModifyPasswordForm['policy']) => ({
  oldPassword: v.oldPassword,
  code: v.code.trim(),
  password: v.password,
  confirm: v.confirm,
  policy,
});
