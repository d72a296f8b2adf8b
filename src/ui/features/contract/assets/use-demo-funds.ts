import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectDemoAmountsActor,
  selectDemoFundsActor,
} from '../../../../application/contract/account-scope.selectors';
import {
  selectDemoAmounts,
  selectQueryError,
} from '../../../../application/contract/contract-assets.selectors';
import type { DemoFundsShape } from '../../../../application/contract/demo-funds-form';
import { OUTCOME_UNKNOWN } from '../../../../application/shared/failure-message';
import { selectFormSending } from '../../../../application/shared/form.selectors';
import { ContractAccount } from '../../../../domain/contract/contract';
import { formatAmount } from '../../../../domain/precision';
import { useNotify } from '../../../shared/notify';
import { useRefusalText } from '../../../shared/refusal-text';
import { useEmitted } from '../../../shared/use-emitted';
import { useAccountScope } from '../screen/contract-screen-context';
import { addAmountText, assetMessages } from './assets.messages';

/** The demo account's failures have no words of their own: the server's, or the failure's kind. */
const NO_TEXTS = {};

/**
 * Whether the scope shown is the demo account's: its money is topped up, not transferred. Read
 * from the scope, not the account switch, so the top-ups never show with a real account's scope.
 */
export function useShowsDemoFunds(): boolean {
  return useAccountScope().accountId === ContractAccount.demo;
}

/** Demo top-ups with the configured amounts: 'Add Success', failures as a warning (SPEC 8). */
export function useDemoFunds() {
  const intl = useIntl();
  const notify = useNotify();
  const textOf = useRefusalText(NO_TEXTS);
  const { scope } = useAccountScope();
  const query = useSelector(scope, selectDemoAmountsActor);
  // The page shows the top-ups only in the demo account's scope, which has the amounts on offer.
  if (query === null) throw new Error('demo top-ups outside the demo account');
  const amounts = useSelector(query, selectDemoAmounts);
  const failure = textOf(useSelector(query, selectQueryError<string[]>));
  const form = useSelector(scope, selectDemoFundsActor);
  useEmitted(scope, {
    'demoFunds.succeeded': () => notify.success(intl.formatMessage(assetMessages.demoFundsSuccess)),
    'demoFunds.failed': ({ failure: failed }) => notify.warning(textOf(failed)),
    'demoFunds.unknown': () => notify.warning(textOf(OUTCOME_UNKNOWN)),
  });
  return {
    /** Why the amounts could not be loaded, with the alert's text; null when they were. */
    failure: failure === null ? null : `${intl.formatMessage(assetMessages.demoAmountsError)} ${failure}`,
    retry: () => query.send({ type: 'reload' }),
    sending: useSelector(form, selectFormSending<DemoFundsShape>),
    options: amounts.map((amount) => ({
      amount,
      label: intl.formatMessage(addAmountText, { amount: formatAmount(amount, 0) }),
    })),
    add: (amount: string) => form.send({ type: 'submit', patch: { amount } }),
  };
}
