import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectTransferActor } from '../../../../application/contract/account-scope.selectors';
import { OUTCOME_UNKNOWN } from '../../../../application/shared/failure-message';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormSending,
} from '../../../../application/shared/form.selectors';
import { INSUFFICIENT_BALANCE, type TransferShape } from '../../../../application/shared/transfer-form';
import { ENTER_TRANSFER_AMOUNT, type TransferType } from '../../../../domain/wallet/transfer';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';
import type { KnownTexts } from '../../../shared/failure-text';
import { useNotify } from '../../../shared/notify';
import { useRefusalText } from '../../../shared/refusal-text';
import { useEmitted } from '../../../shared/use-emitted';
import { contractMessages } from '../contract.messages';
import { useAccountScope } from '../screen/contract-screen-context';
import { assetMessages } from './assets.messages';

const TRANSFER_TEXTS: KnownTexts = {
  [ENTER_TRANSFER_AMOUNT]: assetMessages.transferRefusal,
  [INSUFFICIENT_BALANCE]: contractMessages.insufficient,
};

const selectTransferDraft = selectDraft<TransferShape>;
const selectTransferSending = selectFormSending<TransferShape>;
const selectTransferRefusal = selectFirstRefusal<TransferShape>;

/**
 * The transfer form (amount >= 0.00001, currency, type 1 into the contract or 2 back to spot):
 * its draft lives in the scope's transfer form. On success the scope reloads the balances, the
 * form clears the amount and the screen the open amount; here: the toasts.
 */
export function useTransfer() {
  const intl = useIntl();
  const notify = useNotify();
  const textOf = useRefusalText(TRANSFER_TEXTS);
  const { scope } = useAccountScope();
  const form = useSelector(scope, selectTransferActor);
  const draft = useSelector(form, selectTransferDraft);
  useEmitted(scope, {
    'transfer.succeeded': () => notify.success(intl.formatMessage(assetMessages.transferSuccess)),
    'transfer.failed': ({ failure }) => notify.error(textOf(failure)),
    // A lost answer is not a failure: the balances were reloaded and the user checks them.
    'transfer.unknown': () => notify.warning(textOf(OUTCOME_UNKNOWN)),
  });
  const edit = (patch: Partial<TransferShape['draft']>) => form.send({ type: 'edit', patch });
  return {
    amount: draft.amount,
    currency: draft.currency,
    // SPEC section 3: type 1 moves spot -> contract (the default), 2 contract -> spot.
    type: draft.type,
    currencies: PAY_COINS,
    sending: useSelector(form, selectTransferSending),
    refusal: textOf(useSelector(form, selectTransferRefusal)),
    changeAmount: (amount: string) => edit({ amount }),
    changeCurrency: (currency: PayCoin) => edit({ currency }),
    changeType: (type: TransferType) => edit({ type }),
    submit: () => form.send({ type: 'submit' }),
  };
}
