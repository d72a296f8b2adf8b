import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_TRANSFER_TYPE,
  PAY_COINS,
  type PayCoin,
  type TransferRequest,
} from '../../../../domain/contract/contract';
import { selectRefused, selectSending } from '../../../../application/contract/submission.selectors';
import { useServices } from '../../../shared/services-context';
import { assetMessages } from './assets.messages';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { useContractAssets } from './use-contract-assets';
import { useSubmissionOutcome } from './use-submission-outcome';

/**
 * The transfer form (amount >= 0.00001, currency, type 1). On success: the success text,
 * the amount cleared and the balances reloaded; failures are error toasts.
 */
export function useTransfer() {
  const intl = useIntl();
  const { contract } = useServices();
  const { notify, order } = useContractScreenContext();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<PayCoin>('USDT');
  const actor = useActorRef(contract.transfer);
  const sending = useSelector(actor, selectSending<TransferRequest>);
  const refused = useSelector(actor, selectRefused<TransferRequest>);
  const { reload } = useContractAssets();
  const succeeded = useCallback(() => {
    setAmount('');
    // SPEC section 4: a transfer clears the open amount afterwards.
    order.send({ type: 'amount.change', value: '' });
    reload();
    notify.success(intl.formatMessage(assetMessages.transferSuccess));
  }, [reload, notify, intl, order]);
  useSubmissionOutcome(actor, succeeded, notify.error);
  return {
    amount,
    currency,
    currencies: PAY_COINS,
    sending,
    refusal: refused ? intl.formatMessage(assetMessages.transferRefusal) : null,
    changeAmount: (value: string) => {
      setAmount(value);
      actor.send({ type: 'dismiss' });
    },
    changeCurrency: setCurrency,
    submit: () => actor.send({ type: 'submit', input: { amount, currency, type: DEFAULT_TRANSFER_TYPE } }),
  };
}
