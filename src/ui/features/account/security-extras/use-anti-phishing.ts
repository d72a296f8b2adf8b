import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectAntiPhishingFormActor } from '../../../../application/account/anti-phishing-screen.selectors';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
} from '../../../../application/shared/form.selectors';
import type { AntiPhishingRequest } from '../../../../domain/account/anti-phishing';
import type { KnownTexts } from '../../../shared/failure-text';
import { useNotify } from '../../../shared/notify';
import { useRefusalText } from '../../../shared/refusal-text';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { antiPhishingMessages, antiPhishingProblemMessages } from './security-extras.messages';

const KNOWN = antiPhishingProblemMessages as KnownTexts;

/**
 * The anti-phishing phrase form's one actor: phrase and email code, checked by the domain rule,
 * sent once. Once set, the session reads the profile again (the screen machine tells it), the
 * toast says so and `done` closes the form.
 */
export function useAntiPhishing(done: () => void) {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useRefusalText(KNOWN);
  const screen = useActorRef(useServices().account.antiPhishing);
  const form = useSelector(screen, selectAntiPhishingFormActor);
  useEmitted(screen, {
    'phrase.set': () => {
      notify.success(intl.formatMessage(antiPhishingMessages.saved));
      done();
    },
  });
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  return {
    draft: useSelector(form, selectDraft),
    invalid: useSelector(form, selectRefusedFields),
    change: (patch: Partial<AntiPhishingRequest>) => form.send({ type: 'edit', patch }),
    saving: useSelector(form, selectFormSending),
    problem: problemText(refusal ?? failure),
    submit: () => form.send({ type: 'submit' }),
  };
}
