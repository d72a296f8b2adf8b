import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectTransferActor } from '../../../../application/contract/account-scope.selectors';
import { OUTCOME_UNKNOWN } from '../../../../application/shared/failure-message';
import { INSUFFICIENT_BALANCE } from '../../../../application/shared/transfer-form';
import { ENTER_TRANSFER_AMOUNT } from '../../../../domain/wallet/transfer';
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

/**
 * The contract account's transfer form (amount >= 0.00001, currency, type 1 into the contract
 * or 2 back to spot), for the one transfer sheet to show. On success the scope reloads the
 * balances, the form clears the amount and the screen the open amount; here: the toasts, so
 * the trader hears the outcome wherever the sheet was closed.
 */
export function useContractTransferForm() {
  const intl = useIntl();
  const notify = useNotify();
  const textOf = useRefusalText(TRANSFER_TEXTS);
  const { scope } = useAccountScope();
  useEmitted(scope, {
    'transfer.succeeded': () => notify.success(intl.formatMessage(assetMessages.transferSuccess)),
    'transfer.failed': ({ failure }) => notify.error(textOf(failure)),
    // A lost answer is not a failure: the balances were reloaded and the user checks them.
    'transfer.unknown': () => notify.warning(textOf(OUTCOME_UNKNOWN)),
  });
  return useSelector(scope, selectTransferActor);
}
