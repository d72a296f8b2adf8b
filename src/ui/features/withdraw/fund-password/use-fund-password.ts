import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectFundPasswordFormActor } from '../../../../application/withdraw/fund-password-screen.selectors';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { useFormFields } from '../../../shared/use-form-fields';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { fundPasswordMessages } from './fund-password.messages';

/**
 * The set-fund-password form: 6 digits twice and the asset code, checked by the domain rule,
 * sent once (`changing`: a set one replaced, over the same call). Once it is set the session reads the profile again (the screen machine tells it);
 * here the toast, then `done`.
 */
export function useFundPassword(done: () => void, changing = false) {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useWithdrawProblemText();
  const screen = useActorRef(useServices().withdraw.fundPassword);
  const form = useSelector(screen, selectFundPasswordFormActor);
  useEmitted(screen, {
    'fund.set': () => {
      notify.success(intl.formatMessage(changing ? fundPasswordMessages.changed : fundPasswordMessages.done));
      done();
    },
  });
  const { draft, ...fields } = useFormFields(form, problemText);
  // `invalid` holds the fields the last refusal concerns ('Passwords are inconsistent': both passwords).
  return { form: draft, ...fields };
}
