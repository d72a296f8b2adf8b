import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import {
  selectCodeCheckFailure,
  selectCodeCheckProblem,
  selectCodeCheckStatus,
} from '../../../application/session/email-code-check.selectors';
import type { EmailCodePurpose } from '../../../domain/user/email-code';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';

/**
 * The check of a typed code (/user/emailVerification): asked when the code field is left,
 * forgotten when the code changes. `enabled` false (forms that do not check) asks nothing.
 */
export function useEmailCodeCheck(purpose: EmailCodePurpose, enabled: boolean) {
  const actor = useActorRef(useServices().session.emailCodeCheck);
  const status = useSelector(actor, selectCodeCheckStatus);
  const problem = useSelector(actor, selectCodeCheckProblem);
  const failure = useFailureText()(useSelector(actor, selectCodeCheckFailure));
  const check = useCallback(
    (email: string, code: string) => {
      if (enabled) actor.send({ type: 'check', email, code, purpose });
    },
    [actor, enabled, purpose],
  );
  const edit = useCallback(() => actor.send({ type: 'edit' }), [actor]);
  return useMemo(() => ({ status, problem, failure, check, edit }), [status, problem, failure, check, edit]);
}

export type EmailCodeCheckView = ReturnType<typeof useEmailCodeCheck>;
