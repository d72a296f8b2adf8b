import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { SimulateDepositMachine } from '../../../application/deposit/deposit-screen.machine';
import {
  selectFailure,
  selectRefusal,
  selectSubmitting,
} from '../../../application/shared/submission.selectors';
import type { PayCoin } from '../../../domain/wallet/coins';
import type { SimulatedDeposit } from '../../../domain/deposit/deposit';
import type { DepositProblem } from '../../../domain/deposit/deposit-rules';
import { normaliseTypedAmount } from '../../../domain/precision';
import { depositProblemMessages } from './deposit.messages';
import { failureText, type KnownTexts } from '../../shared/failure-text';
import type { Network } from '../../../domain/wallet/networks';

type Actor = ActorRefFrom<SimulateDepositMachine>;

const selectSending = selectSubmitting<SimulatedDeposit, DepositProblem>;
const selectProblem = selectRefusal<SimulatedDeposit, DepositProblem>;
const selectServerFailure = selectFailure<SimulatedDeposit, DepositProblem>;

/** Demo mode's "simulate a deposit": an amount sent once to the address shown. */
export function useSimulateDeposit(actor: Actor, coin: PayCoin, network: Network) {
  const intl = useIntl();
  const [amount, setAmount] = useState('100');
  const refusal = useSelector(actor, selectProblem);
  const failure = useSelector(actor, selectServerFailure);
  const problem =
    refusal !== null
      ? intl.formatMessage(depositProblemMessages[refusal])
      : failure === null
        ? null
        : failureText(intl, failure, depositProblemMessages as KnownTexts);
  return {
    amount,
    change: (value: string) => {
      actor.send({ type: 'dismiss' });
      setAmount(value);
    },
    sending: useSelector(actor, selectSending),
    problem,
    send: () =>
      actor.send({ type: 'submit', input: { coin, network, amount: normaliseTypedAmount(amount) } }),
  };
}
