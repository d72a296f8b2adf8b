import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
} from '../../../../application/shared/form.selectors';
import {
  selectGuardActor,
  selectWhitelistFormActor,
} from '../../../../application/withdraw/whitelist-screen.selectors';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { whitelistMessages as messages } from './whitelist.messages';

/** The whitelist-only row: the setting as read, on at a press, off with the withdraw email code. */
export function useWhitelistSwitch() {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useWithdrawProblemText();
  const screen = useActorRef(useServices().withdraw.whitelist);
  const guard = useSelector(screen, selectGuardActor);
  const form = useSelector(screen, selectWhitelistFormActor);
  // Whether the code step of turning it off is open is the row's own view state.
  const [turningOff, setTurningOff] = useState(false);
  useEmitted(screen, {
    'whitelist.changed': () => {
      setTurningOff(false);
      notify.success(intl.formatMessage(messages.changed));
    },
  });
  const refusal = problemText(useSelector(form, selectFirstRefusal));
  const failure = problemText(useSelector(form, selectFormFailure));
  return {
    /** null until the setting is read. */
    on: useSelector(guard, (snapshot) => snapshot.context.data?.whitelistOnly ?? null),
    loadError: problemText(useSelector(guard, (snapshot) => snapshot.context.error)),
    retry: () => guard.send({ type: 'reload' }),
    turnOn: () => form.send({ type: 'submit', patch: { on: true } }),
    turningOff,
    askOff: (open: boolean) => {
      form.send({ type: 'dismiss' });
      setTurningOff(open);
    },
    code: useSelector(form, selectDraft).code,
    changeCode: (code: string) => form.send({ type: 'edit', patch: { code } }),
    codeInvalid: useSelector(form, selectRefusedFields).has('code'),
    turnOff: () => form.send({ type: 'submit', patch: { on: false } }),
    sending: useSelector(form, selectFormSending),
    /** Why the last press was refused or failed; null otherwise. */
    problem: refusal ?? failure,
  };
}
