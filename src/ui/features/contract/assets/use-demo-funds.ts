import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { selectDemoAmounts } from '../../../../application/contract/contract-assets.selectors';
import { selectSending } from '../../../../application/contract/submission.selectors';
import { formatAmount } from '../../../../domain/precision';
import { useServices } from '../../../shared/services-context';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { addAmountText, assetMessages } from './assets.messages';
import { useContractAssets } from './use-contract-assets';
import { useSubmissionOutcome } from './use-submission-outcome';

/** Demo top-ups with the configured amounts: 'Add Success', failures as a warning (SPEC 8). */
export function useDemoFunds() {
  const intl = useIntl();
  const { contract } = useServices();
  const { notify } = useContractScreenContext();
  const amounts = useSelector(useActorRef(contract.demoAmounts), selectDemoAmounts);
  const actor = useActorRef(contract.addDemoFunds);
  const sending = useSelector(actor, selectSending<string>);
  const { reload } = useContractAssets();
  const succeeded = useCallback(() => {
    reload();
    notify.success(intl.formatMessage(assetMessages.demoFundsSuccess));
  }, [reload, notify, intl]);
  useSubmissionOutcome(actor, succeeded, notify.warning);
  return {
    sending,
    options: amounts.map((amount) => ({
      amount,
      label: intl.formatMessage(addAmountText, { amount: formatAmount(amount, 0) }),
    })),
    add: (amount: string) => actor.send({ type: 'submit', input: amount }),
  };
}
