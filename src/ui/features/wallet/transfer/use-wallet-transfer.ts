import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { QueryMachine } from '../../../../application/shared/query.machine';
import { transferAmountProblem } from '../../../../domain/wallet/transfer';
import {
  selectFailure,
  selectRefused,
  selectSubmitting,
} from '../../../../application/shared/submission.selectors';
import type { TransferRequest } from '../../../../domain/wallet/transfer';
import { cutMoney } from '../../../../domain/precision';
import { DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { WalletAccount } from '../../../../domain/wallet/wallet';
import { useFailureText } from '../../../shared/failure-text';
import { useServices } from '../../../shared/services-context';
import type { WalletSnapshot } from '../../../../domain/wallet/wallet';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';

/** SPEC section 3: transfer type 1 moves spot -> contract, 2 contract -> spot. */
export type TransferType = 1 | 2;

const selectSending = selectSubmitting<TransferRequest, string>;
const selectWasRefused = selectRefused<TransferRequest, string>;
const selectServerFailure = selectFailure<TransferRequest, string>;

function availableIn(snapshot: WalletSnapshot | null, type: TransferType, coin: string): string {
  const from = type === 1 ? WalletAccount.spot : WalletAccount.contract;
  return snapshot?.balances[from].find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}

/**
 * The transfer form: direction, coin, amount, then a confirmation of exactly what moves.
 * The contract screen's rule (>= 0.00001) and submission machine guard it: one press, one transfer.
 */
export function useWalletTransfer(
  overview: ActorRefFrom<QueryMachine<WalletSnapshot>>,
  snapshot: WalletSnapshot | null,
  onDone: () => void,
) {
  const { wallet } = useServices();
  const actor = useActorRef(useMemo(() => wallet.transfer(overview), [wallet, overview]));
  const sending = useSelector(actor, selectSending);
  const refused = useSelector(actor, selectWasRefused);
  const failure = useFailureText()(useSelector(actor, selectServerFailure));
  const [type, setType] = useState<TransferType>(1);
  const [currency, setCurrency] = useState<PayCoin>('USDT');
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState<TransferRequest | null>(null);
  const [localRefusal, setLocalRefusal] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    const subscription = actor.on('succeeded', () => {
      setPending(null);
      setAmount('');
      setSucceeded(true);
      onDone();
    });
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  const available = availableIn(snapshot, type, currency);
  const edit = () => {
    setSucceeded(false);
    setLocalRefusal(false);
    actor.send({ type: 'dismiss' });
  };
  return {
    type,
    currency,
    currencies: PAY_COINS,
    amount,
    available: formatAmount(available, DECIMAL_PRECISION),
    pending,
    sending,
    refused: refused || localRefusal,
    failure,
    succeeded,
    chooseType: (next: TransferType) => {
      edit();
      setType(next);
    },
    chooseCurrency: (next: PayCoin) => {
      edit();
      setCurrency(next);
    },
    changeAmount: (value: string) => {
      edit();
      setAmount(value);
    },
    fillMax: () => {
      edit();
      setAmount(cutMoney(available));
    },
    /** Checks the amount first: the confirmation only ever shows a transfer that can be sent. */
    review: () => {
      const request = { amount, currency, type };
      if (transferAmountProblem(request.amount) !== null) setLocalRefusal(true);
      else setPending(request);
    },
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) actor.send({ type: 'submit', input: pending });
    },
  };
}
