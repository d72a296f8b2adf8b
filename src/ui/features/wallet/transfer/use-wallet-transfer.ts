import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectFormSucceeded,
  selectFormTerms,
  selectOutgoing,
} from '../../../../application/shared/form.selectors';
import type { TransferFormMachine } from '../../../../application/shared/transfer-form';
import { cutMoney, formatCoinAmount } from '../../../../domain/precision';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';
import type { TransferType } from '../../../../domain/wallet/transfer';
import type { KnownTexts } from '../../../shared/failure-text';
import { useRefusalText } from '../../../shared/refusal-text';
import { transferProblemMessages } from './transfer.messages';

const KNOWN = transferProblemMessages as KnownTexts;

/**
 * The one transfer sheet, on the assets screen and the contract screen alike: direction, coin,
 * amount, then a confirmation of exactly what moves. The one transfer form of the wallet
 * kernel guards it: its rule first, one press, one transfer. "Available" is what the form's
 * rule checks against (its terms: the account the money leaves), '--' while not known.
 */
export function useWalletTransfer(form: ActorRefFrom<TransferFormMachine>) {
  const problemText = useRefusalText(KNOWN);
  const draft = useSelector(form, selectDraft);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  const available = useSelector(form, selectFormTerms).available(draft.type, draft.currency);
  const edit = (patch: Partial<typeof draft>) => form.send({ type: 'edit', patch });
  // Stable per form: the screens hand it on as the opener of their transfer sheet.
  const prefill = useCallback(
    (type: TransferType, currency: PayCoin) => form.send({ type: 'edit', patch: { type, currency } }),
    [form],
  );
  return {
    type: draft.type,
    currency: draft.currency,
    currencies: PAY_COINS,
    amount: draft.amount,
    available: available === null ? '--' : formatCoinAmount(available, draft.currency),
    /** The transfer being confirmed or sent; null while editing. */
    pending: useSelector(form, selectOutgoing),
    sending: useSelector(form, selectFormSending),
    refusal: problemText(refusal),
    failure: problemText(failure),
    succeeded: useSelector(form, selectFormSucceeded),
    chooseType: (type: TransferType) => edit({ type }),
    chooseCurrency: (currency: PayCoin) => edit({ currency }),
    changeAmount: (amount: string) => edit({ amount }),
    fillMax: () => edit(available === null ? {} : { amount: cutMoney(available) }),
    /** Opens on a direction and coin (a screen's Transfer action beside its balance). */
    prefill,
    /** Checks the amount first: the confirmation only ever shows a transfer that can be sent. */
    review: () => form.send({ type: 'submit' }),
    cancel: () => form.send({ type: 'back' }),
    confirm: () => form.send({ type: 'confirm' }),
  };
}
