import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../shared/notify';
import { selectDemoFundsActor } from '../../../../application/contract/account-scope.selectors';
import {
  selectDemoAmounts,
  selectQueryError,
} from '../../../../application/contract/contract-assets.selectors';
import { selectSubmitting } from '../../../../application/shared/submission.selectors';
import { formatAmount } from '../../../../domain/precision';
import { failureText } from '../../../shared/failure-text';
import { useFailureText } from '../../../shared/failure-text';
import { useServices } from '../../../shared/services-context';
import { useAccountScope } from '../screen/contract-screen-context';
import { addAmountText, assetMessages } from './assets.messages';

/** Demo top-ups with the configured amounts: 'Add Success', failures as a warning (SPEC 8). */
export function useDemoFunds() {
  const intl = useIntl();
  const { contract } = useServices();
  const notify = useNotify();
  const { scope } = useAccountScope();
  const query = useActorRef(contract.demoAmounts);
  const amounts = useSelector(query, selectDemoAmounts);
  const failure = useFailureText()(useSelector(query, selectQueryError<string[]>));
  const actor = useSelector(scope, selectDemoFundsActor);
  const sending = useSelector(actor, selectSubmitting<string, string>);
  useEffect(() => {
    const done = scope.on('demoFunds.succeeded', () =>
      notify.success(intl.formatMessage(assetMessages.demoFundsSuccess)),
    );
    const failed = scope.on('demoFunds.failed', (event) => notify.warning(failureText(intl, event.failure)));
    return () => {
      done.unsubscribe();
      failed.unsubscribe();
    };
  }, [scope, notify, intl]);
  return {
    /** Why the amounts could not be loaded, with the alert's text; null when they were. */
    failure: failure === null ? null : `${intl.formatMessage(assetMessages.demoAmountsError)} ${failure}`,
    retry: () => query.send({ type: 'reload' }),
    sending,
    options: amounts.map((amount) => ({
      amount,
      label: intl.formatMessage(addAmountText, { amount: formatAmount(amount, 0) }),
    })),
    add: (amount: string) => actor.send({ type: 'submit', input: amount }),
  };
}
