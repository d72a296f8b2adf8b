import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createQueryMachine, provideQuery } from '../../../application/shared/query.machine';
import { formatAmount } from '../../../domain/precision';
import { useServices } from '../../shared/services-context';
import { addAmountText, assetMessages } from './assets.messages';
import { useAccountScope, useContractScreenContext } from './contract-screen-context';
import { useSubmissionOutcome } from './use-submission-outcome';

const NO_AMOUNTS: string[] = [];

/** Demo top-ups with the configured amounts: 'Add Success', failures as a warning (SPEC 8). */
export function useDemoFunds() {
  const intl = useIntl();
  const { contract } = useServices();
  const { notify } = useContractScreenContext();
  const { assets } = useAccountScope();
  const amountsLogic = useMemo(
    () => provideQuery(createQueryMachine<string[]>(), () => contract.demoAmounts()),
    [contract],
  );
  const amounts = useSelector(useActorRef(amountsLogic), (s) => s.context.data ?? NO_AMOUNTS);
  const actor = useActorRef(contract.addDemoFunds);
  const sending = useSelector(actor, (s) => s.matches('submitting'));
  const { reload } = assets;
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
