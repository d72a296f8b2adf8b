import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../shared/notify';
import { selectTransferActor } from '../../../../application/contract/account-scope.selectors';
import { selectRefused, selectSubmitting } from '../../../../application/shared/submission.selectors';
import { DEFAULT_TRANSFER_TYPE, type TransferRequest } from '../../../../domain/wallet/transfer';
import { failureText } from '../../../shared/failure-text';
import { useAccountScope } from '../screen/contract-screen-context';
import { assetMessages } from './assets.messages';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';

/**
 * The transfer form (amount >= 0.00001, currency, type 1 into the contract or 2 back to spot). On success the scope reloads the
 * balances and the screen clears the open amount; here: the success text and the amount
 * cleared. Failures are error toasts.
 */
export function useTransfer() {
  const intl = useIntl();
  const notify = useNotify();
  const { scope } = useAccountScope();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<PayCoin>('USDT');
  // SPEC section 3: type 1 moves spot -> contract (the default), 2 contract -> spot.
  const [type, setType] = useState<1 | 2>(DEFAULT_TRANSFER_TYPE);
  const actor = useSelector(scope, selectTransferActor);
  const sending = useSelector(actor, selectSubmitting<TransferRequest, string>);
  const refused = useSelector(actor, selectRefused<TransferRequest, string>);
  useEffect(() => {
    const done = scope.on('transfer.succeeded', () => {
      setAmount('');
      notify.success(intl.formatMessage(assetMessages.transferSuccess));
    });
    // A lost answer is not a failure: the balances were reloaded and the user checks them.
    const failed = scope.on('transfer.failed', ({ failure }) =>
      (failure.kind === 'outcome-unknown' ? notify.warning : notify.error)(failureText(intl, failure)),
    );
    return () => {
      done.unsubscribe();
      failed.unsubscribe();
    };
  }, [scope, notify, intl]);
  return {
    amount,
    currency,
    type,
    currencies: PAY_COINS,
    sending,
    refusal: refused ? intl.formatMessage(assetMessages.transferRefusal) : null,
    changeAmount: (value: string) => {
      setAmount(value);
      actor.send({ type: 'dismiss' });
    },
    changeCurrency: setCurrency,
    changeType: (next: 1 | 2) => {
      setType(next);
      actor.send({ type: 'dismiss' });
    },
    submit: () => actor.send({ type: 'submit', input: { amount, currency, type } }),
  };
}
