import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectFailure,
  selectRefusal,
  selectSubmitting,
} from '../../../../application/shared/submission.selectors';
import type { FundPasswordForm, FundPasswordProblem } from '../../../../domain/withdraw/fund-password-rules';
import { useServices } from '../../../shared/services-context';
import { useSessionRef } from '../../../shared/session-actor';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { withdrawalMessages } from '../withdrawal.messages';

const selectSaving = selectSubmitting<FundPasswordForm, FundPasswordProblem>;
const selectProblem = selectRefusal<FundPasswordForm, FundPasswordProblem>;
const selectServerFailure = selectFailure<FundPasswordForm, FundPasswordProblem>;

/**
 * The set-fund-password form: 6 digits twice and the asset code, checked by the domain rule,
 * sent once. On success the profile is read again (isAssert), then `done` runs.
 */
export function useFundPassword({ success, done }: { success(text: string): void; done(): void }) {
  const intl = useIntl();
  const session = useSessionRef();
  const actor = useActorRef(useServices().withdraw.fundPassword);
  const problemText = useWithdrawProblemText();
  const [form, setForm] = useState<FundPasswordForm>({ password: '', confirmation: '', code: '' });
  useEffect(() => {
    const subscription = actor.on('succeeded', () => {
      session.send({ type: 'profile.reload' });
      success(intl.formatMessage(withdrawalMessages.fundDone));
      done();
    });
    return () => subscription.unsubscribe();
  }, [actor, session, success, done, intl]);
  const refusal = useSelector(actor, selectProblem);
  const failure = useSelector(actor, selectServerFailure);
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
  return {
    form,
    change: (patch: Partial<FundPasswordForm>) => {
      actor.send({ type: 'dismiss' });
      setForm((current) => ({
        ...current,
        ...patch,
        password: digits(patch.password ?? current.password),
        confirmation: digits(patch.confirmation ?? current.confirmation),
      }));
    },
    saving: useSelector(actor, selectSaving),
    problem: problemText(refusal ?? failure),
    submit: () => actor.send({ type: 'submit', input: form }),
  };
}
