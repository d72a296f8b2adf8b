import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine } from '../../application/shared/form.machine';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
} from '../../application/shared/form.selectors';
import type { FormShape } from '../../application/shared/form.types';
import type { Failure } from '../../application/shared/failure-message';

/**
 * What a one-line form's body binds to, from its form machine: the draft, the fields the last
 * refusal concerns, whether it is sending, the problem in words (a refusal before sending, else
 * why the send failed), and its edit and submit.
 */
export function useFormFields<S extends FormShape>(
  form: ActorRefFrom<FormMachine<S>>,
  problemText: (problem: S['problem'] | Failure | null) => string | null,
) {
  const refusal = useSelector(form, selectFirstRefusal<S>);
  const failure = useSelector(form, selectFormFailure<S>);
  return {
    draft: useSelector(form, selectDraft<S>),
    invalid: useSelector(form, selectRefusedFields<S>),
    change: (patch: Partial<S['draft']>) => form.send({ type: 'edit', patch }),
    saving: useSelector(form, selectFormSending<S>),
    problem: problemText(refusal ?? failure),
    submit: () => form.send({ type: 'submit' }),
  };
}
