import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SimulateDepositFormMachine } from '../../../application/deposit/simulate-deposit-form';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
} from '../../../application/shared/form.selectors';
import type { KnownTexts } from '../../shared/failure-text';
import { useRefusalText } from '../../shared/refusal-text';
import { depositProblemMessages } from './deposit.messages';

const KNOWN = depositProblemMessages as KnownTexts;

/** Demo mode's "simulate a deposit": an amount sent once to the address shown. */
export function useSimulateDeposit(form: ActorRefFrom<SimulateDepositFormMachine>) {
  const problemText = useRefusalText(KNOWN);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  return {
    amount: useSelector(form, selectDraft).amount,
    change: (amount: string) => form.send({ type: 'edit', patch: { amount } }),
    sending: useSelector(form, selectFormSending),
    problem: problemText(refusal ?? failure),
    send: () => form.send({ type: 'submit' }),
  };
}
