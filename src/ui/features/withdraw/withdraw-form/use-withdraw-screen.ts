import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectFailure, selectSubmitting } from '../../../../application/shared/submission.selectors';
import {
  selectAvailable,
  selectCancelActor,
  selectConfirming,
  selectForm,
  selectFrozen,
  selectFormActor,
  selectNetworkTerms,
  selectNow,
  selectOutcomeUnknown,
  selectReceived,
  selectSavedAddresses,
  selectSending,
  selectSent,
  selectTermsError,
  selectTermsLoading,
  selectWithdrawFailure,
  selectWithdrawRecordsActor,
  selectWithdrawRefusal,
} from '../../../../application/withdraw/withdraw-screen.selectors';
import { PAY_COINS } from '../../../../domain/wallet/coins';
import { cutMoney } from '../../../../domain/precision';
import {
  DECIMAL_PRECISION,
  formatAmount,
  groupThousands,
  isZero,
  normaliseTypedAmount,
  toDecimalString,
} from '../../../../domain/precision';
import { WITHDRAW_NETWORKS } from '../../../../domain/wallet/networks';
import { cooldownLeftMs, countdownText } from '../../../../domain/withdraw/address-cooldown';
import { lookalikeOf } from '../../../../domain/withdraw/address-poisoning';
import type { WithdrawForm } from '../../../../domain/withdraw/withdrawal';
import { useServices } from '../../../shared/services-context';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import { lockedForText, lookalikeText } from '../withdraw.messages';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { withdrawalMessages } from '../withdrawal.messages';

export interface WithdrawNotices {
  success(text: string): void;
  warn(text: string): void;
}

const money = (value: string) => formatAmount(value, DECIMAL_PRECISION);
/** Terms as the exchange states them: '1', not '1.0000'. */
const plain = (value: string) => groupThousands(toDecimalString(value));

/** The open withdraw screen (identity verified, fund password set): form, confirmation, records. */
export function useWithdrawScreen({ success, warn }: WithdrawNotices) {
  const intl = useIntl();
  const problemText = useWithdrawProblemText();
  const { withdraw } = useServices();
  const screen = useActorRef(withdraw.screen);
  const formActor = useSelector(screen, selectFormActor);
  const cancelActor = useSelector(screen, selectCancelActor);
  const form = useSelector(formActor, selectForm);
  const terms = useSelector(formActor, selectNetworkTerms);
  const available = useSelector(formActor, selectAvailable);
  const received = useSelector(formActor, selectReceived);
  const frozen = useSelector(formActor, selectFrozen);
  const saved = useSelector(formActor, selectSavedAddresses);
  const now = useSelector(formActor, selectNow)();
  const sent = useSelector(formActor, selectSent);
  const [cancelling, setCancelling] = useState<string | null>(null);

  useEffect(() => {
    const subscriptions = [
      screen.on('withdraw.sent', () => success(intl.formatMessage(withdrawalMessages.sentToast))),
      screen.on('withdraw.unknown', () => warn(intl.formatMessage(withdrawalMessages.unknownTitle))),
      screen.on('withdraw.cancelled', () => {
        setCancelling(null);
        success(intl.formatMessage(withdrawalMessages.cancelled));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [screen, success, warn, intl]);

  const edit = (patch: Partial<WithdrawForm>) => formActor.send({ type: 'edit', patch });
  const lookalike = form.addressId === null ? lookalikeOf(form.address, saved) : null;
  return {
    form,
    coins: PAY_COINS,
    networks: WITHDRAW_NETWORKS,
    loading: useSelector(screen, selectTermsLoading),
    loadError: problemText(useSelector(screen, selectTermsError)),
    reload: () => screen.send({ type: 'terms.reload' }),
    savedOptions: saved
      .filter((entry) => entry.coin === form.coin)
      .map((entry) => {
        const left = cooldownLeftMs(entry, now);
        return {
          id: entry.id,
          label: `${entry.label} · ${entry.network} · ${entry.address.slice(0, 6)}…${entry.address.slice(-4)}`,
          locked: left > 0 ? intl.formatMessage(lockedForText, { time: countdownText(left) }) : null,
        };
      }),
    chooseSaved: (id: string) => {
      const entry = saved.find((candidate) => candidate.id === id);
      if (entry)
        edit({ addressId: entry.id, address: entry.address, network: entry.network, coin: entry.coin });
      else edit({ addressId: null, address: '' });
    },
    typeAddress: (address: string) => edit({ addressId: null, address }),
    chooseCoin: (coin: WithdrawForm['coin']) => edit({ coin, addressId: null, address: '' }),
    chooseNetwork: (network: WithdrawForm['network']) =>
      edit(form.addressId === null ? { network } : { network, addressId: null, address: '' }),
    changeAmount: (amount: string) => edit({ amount: normaliseTypedAmount(amount) }),
    fillMax: () => edit({ amount: available === null ? '' : cutMoney(available) }),
    changeFundPassword: (fundPassword: string) => edit({ fundPassword: fundPassword.replace(/\D/g, '') }),
    changeCode: (code: string) => edit({ code }),
    lookalikeWarning: lookalike
      ? intl.formatMessage(lookalikeText, { label: lookalike.label, address: lookalike.address })
      : null,
    available: available === null ? null : money(available),
    // Shown only while something is frozen: a zero line is noise.
    frozen: frozen === null || isZero(frozen) ? null : money(frozen),
    fee: terms ? { fee: plain(terms.fee), min: plain(terms.minAmount) } : null,
    received: received === null ? null : money(received),
    refusal: problemText(useSelector(formActor, selectWithdrawRefusal)),
    failure: problemText(useSelector(formActor, selectWithdrawFailure)),
    submit: () => formActor.send({ type: 'submit' }),
    confirming: useSelector(formActor, selectConfirming),
    sending: useSelector(formActor, selectSending),
    confirm: () => formActor.send({ type: 'confirm' }),
    back: () => formActor.send({ type: 'back' }),
    sent: sent ? { ...sent, amount: money(sent.amount) } : null,
    unknown: useSelector(formActor, selectOutcomeUnknown),
    again: () => formActor.send({ type: 'again' }),
    records: usePagedList(useSelector(screen, selectWithdrawRecordsActor)),
    cancelling,
    /** Asks before a cancel (null: not now); what a cancel before it said is dropped. */
    askCancel: (id: string | null) => {
      cancelActor.send({ type: 'dismiss' });
      setCancelling(id);
    },
    cancel: (id: string) => cancelActor.send({ type: 'submit', input: id }),
    cancelBusy: useSelector(cancelActor, selectSubmitting<string, string>),
    /** Why the last cancel failed, in words; the record stays pending. */
    cancelFailure: problemText(useSelector(cancelActor, selectFailure<string, string>)),
  };
}

export type WithdrawScreenView = ReturnType<typeof useWithdrawScreen>;
