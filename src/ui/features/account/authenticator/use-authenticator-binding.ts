import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AuthenticatorCodeFormMachine } from '../../../../application/account/authenticator-form';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
} from '../../../../application/shared/form.selectors';
import type { QueryMachine } from '../../../../application/shared/query.machine';
import { selectQueryData, selectQueryError } from '../../../../application/shared/query.selectors';
import type { AuthenticatorSetup } from '../../../../domain/account/authenticator';
import type { KnownTexts } from '../../../shared/failure-text';
import { useFailureText } from '../../../shared/failure-text';
import { useQrCode } from '../../../shared/qr-code';
import { useRefusalText } from '../../../shared/refusal-text';
import { authenticatorProblemMessages } from './authenticator.messages';

const KNOWN = authenticatorProblemMessages as KnownTexts;

/** The binding step: the started key (QR code, key, link) and the code form, worded. */
export function useAuthenticatorBinding(
  setup: ActorRefFrom<QueryMachine<AuthenticatorSetup>>,
  form: ActorRefFrom<AuthenticatorCodeFormMachine>,
) {
  const started = useSelector(setup, selectQueryData);
  const startFailure = useFailureText(KNOWN)(useSelector(setup, selectQueryError));
  const problemText = useRefusalText(KNOWN);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  return {
    started,
    qr: useQrCode(started?.uri ?? null),
    /** Why the key could not be created; null while none failed. */
    startFailure,
    retry: () => setup.send({ type: 'reload' }),
    code: useSelector(form, selectDraft).code,
    sending: useSelector(form, selectFormSending),
    problem: problemText(refusal ?? failure),
    change: (code: string) => form.send({ type: 'edit', patch: { code } }),
    submit: () => form.send({ type: 'submit' }),
  };
}
