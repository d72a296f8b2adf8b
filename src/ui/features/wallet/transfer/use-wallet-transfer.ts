import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectFormSucceeded,
  selectOutgoing,
} from '../../../../application/shared/form.selectors';
import type { TransferFormMachine } from '../../../../application/shared/transfer-form';
import { cutMoney, DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';
import { TransferType } from '../../../../domain/wallet/transfer';
import { WalletAccount, type WalletSnapshot } from '../../../../domain/wallet/wallet';
import type { KnownTexts } from '../../../shared/failure-text';
import { useRefusalText } from '../../../shared/refusal-text';
import { transferProblemMessages } from './transfer.messages';

const KNOWN = transferProblemMessages as KnownTexts;

/** What the account the money leaves holds, as the overview shows it (spot for type 1). */
function availableIn(snapshot: WalletSnapshot | null, type: TransferType, coin: string): string {
  const from = type === TransferType.toContract ? WalletAccount.spot : WalletAccount.contract;
  return snapshot?.balances[from].find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}

/**
 * The transfer form: direction, coin, amount, then a confirmation of exactly what moves. The
 * one transfer form of the wallet kernel guards it: its rule first, one press, one transfer.
 */
export function useWalletTransfer(form: ActorRefFrom<TransferFormMachine>, snapshot: WalletSnapshot | null) {
  const problemText = useRefusalText(KNOWN);
  const draft = useSelector(form, selectDraft);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  const available = availableIn(snapshot, draft.type, draft.currency);
  const edit = (patch: Partial<typeof draft>) => form.send({ type: 'edit', patch });
  return {
    type: draft.type,
    currency: draft.currency,
    currencies: PAY_COINS,
    amount: draft.amount,
    available: formatAmount(available, DECIMAL_PRECISION),
    /** The transfer being confirmed or sent; null while editing. */
    pending: useSelector(form, selectOutgoing),
    sending: useSelector(form, selectFormSending),
    refusal: problemText(refusal),
    failure: problemText(failure),
    succeeded: useSelector(form, selectFormSucceeded),
    chooseType: (type: TransferType) => edit({ type }),
    chooseCurrency: (currency: PayCoin) => edit({ currency }),
    changeAmount: (amount: string) => edit({ amount }),
    fillMax: () => edit({ amount: cutMoney(available) }),
    /** Checks the amount first: the confirmation only ever shows a transfer that can be sent. */
    review: () => form.send({ type: 'submit' }),
    cancel: () => form.send({ type: 'back' }),
    confirm: () => form.send({ type: 'confirm' }),
  };
}
