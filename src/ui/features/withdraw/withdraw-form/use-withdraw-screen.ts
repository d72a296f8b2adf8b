import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectFormFailure, selectFormSending } from '../../../../application/shared/form.selectors';
import {
  selectCancelActor,
  selectFormActor,
  selectTermsError,
  selectTermsLoading,
  selectWithdrawRecordsActor,
} from '../../../../application/withdraw/withdraw-screen.selectors';
import { selectProfile } from '../../../../application/session/session.selectors';
import { useNotify } from '../../../shared/notify';
import { useSessionSelector } from '../../../shared/session-actor';
import { useCoinParam } from '../../../shared/use-coin-param';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { useWithdrawForm } from './use-withdraw-form';
import { withdrawFormMessages } from './withdraw-form.messages';
import { withdrawRecordsMessages } from './withdraw-records.messages';

/** The open withdraw screen (identity verified, fund password set): form, confirmation, records. */
export function useWithdrawScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useWithdrawProblemText();
  // The gate opened on the profile just read: a bound authenticator is asked for at this visit.
  const authenticator = useSessionSelector(selectProfile)?.googleBind ?? false;
  const screen = useActorRef(useServices().withdraw.screen, { input: { authenticator } });
  const cancel = useSelector(screen, selectCancelActor);
  // Which pending withdrawal asks "are you sure" is the page's own view state.
  const [cancelling, setCancelling] = useState<string | null>(null);
  // A link that chose a coin (My Assets' "Withdraw USDC") starts the form on it, once.
  const form = useSelector(screen, selectFormActor);
  const linkedCoin = useCoinParam();
  useEffect(() => {
    if (linkedCoin) form.send({ type: 'edit', patch: { coin: linkedCoin } });
  }, [form, linkedCoin]);
  useEmitted(screen, {
    'withdraw.sent': () => notify.success(intl.formatMessage(withdrawFormMessages.sentToast)),
    'withdraw.unknown': () => notify.warning(intl.formatMessage(withdrawFormMessages.unknownTitle)),
    'withdraw.cancelled': () => {
      setCancelling(null);
      notify.success(intl.formatMessage(withdrawRecordsMessages.cancelled));
    },
  });
  return {
    ...useWithdrawForm(form),
    loading: useSelector(screen, selectTermsLoading),
    loadError: problemText(useSelector(screen, selectTermsError)),
    reload: () => screen.send({ type: 'terms.reload' }),
    records: usePagedList(useSelector(screen, selectWithdrawRecordsActor)),
    cancelling,
    /** Asks before a cancel (null: not now); what a cancel before it said is dropped. */
    askCancel: (id: string | null) => {
      cancel.send({ type: 'dismiss' });
      setCancelling(id);
    },
    cancel: (id: string) => cancel.send({ type: 'submit', patch: { id } }),
    cancelBusy: useSelector(cancel, selectFormSending),
    /** Why the last cancel failed, in words; the record stays pending. */
    cancelFailure: problemText(useSelector(cancel, selectFormFailure)),
  };
}

export type WithdrawScreenView = ReturnType<typeof useWithdrawScreen>;
