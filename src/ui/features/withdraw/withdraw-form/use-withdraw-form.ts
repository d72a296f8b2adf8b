import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectAcknowledged,
  selectDraft,
  selectFirstRefusal,
  selectFormDone,
  selectFormFailure,
  selectFormSending,
  selectFormGaveUp,
  selectFormUnknown,
  selectOutgoing,
  selectRefusedFields,
} from '../../../../application/shared/form.selectors';
import type { WithdrawFormMachine } from '../../../../application/withdraw/withdraw-form';
import {
  selectAuthenticatorAsked,
  selectAvailable,
  selectCodeSubject,
  selectFrozen,
  selectLookalike,
  selectNetworkTerms,
  selectReceived,
  selectSavedAddresses,
  selectWhitelistOnly,
  selectWithdrawGuard,
} from '../../../../application/withdraw/withdraw-screen.selectors';
import {
  cutMoney,
  exactPlaces,
  formatCoinAmount,
  NO_AMOUNT,
  groupThousands,
  isZero,
  toDecimalString,
} from '../../../../domain/precision';
import { PAY_COINS } from '../../../../domain/wallet/coins';
import { WITHDRAW_NETWORKS } from '../../../../domain/wallet/networks';
import { countdownText, cooldownLeftMs } from '../../../../domain/withdraw/address-cooldown';
import { differencesFrom } from '../../../../domain/withdraw/address-poisoning';
import type { WithdrawForm } from '../../../../domain/withdraw/withdrawal';
import type { CodeSubject } from '../../../../domain/user/email-code';
import { lockedForText, lookalikeText } from '../address-book/address-book.messages';
import { useCooldownNow } from '../use-cooldown-now';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { useWithdrawHold } from './use-withdraw-hold';
import { lookalikePastText } from './withdraw-lookalike.messages';

/** A new subject object on every draft change is the same subject while its details are. */
const sameSubject = (a: CodeSubject | null, b: CodeSubject | null) =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * The confirmation's amount, fee and "you receive" in one precision down the column: the
 * coin's (2 places for a stablecoin), widened to the amount's own decimals, so the amount
 * reads exactly as it is sent (a form confirms exactly its request).
 */
function confirmColumn(coin: string, amount: string, fee: string | null, received: string | null) {
  const places = exactPlaces(coin, [amount], [fee, received]);
  const show = (value: string | null) =>
    value === null ? NO_AMOUNT : formatCoinAmount(value, coin, { places });
  return { amount: show(amount), fee: show(fee), received: show(received) };
}
/** Terms as the exchange states them: '1', not '1.0000'. */
const plain = (value: string) => groupThousands(toDecimalString(value));

/** The withdraw form, its confirmation and outcome: what it shows, read from the form machine. */
export function useWithdrawForm(form: ActorRefFrom<WithdrawFormMachine>) {
  const intl = useIntl();
  const problemText = useWithdrawProblemText();
  const draft = useSelector(form, selectDraft);
  const terms = useSelector(form, selectNetworkTerms);
  const available = useSelector(form, selectAvailable);
  const received = useSelector(form, selectReceived);
  const frozen = useSelector(form, selectFrozen);
  const saved = useSelector(form, selectSavedAddresses);
  const sent = useSelector(form, selectFormDone);
  // The saved addresses' cool-downs count down on server time while any is locked.
  const now = useCooldownNow(saved);
  const edit = (patch: Partial<WithdrawForm>) => form.send({ type: 'edit', patch });
  // A typed address that imitates a saved one or a past withdrawal's (never a picked saved one).
  const lookalike = useSelector(form, selectLookalike);
  const request = useSelector(form, selectOutgoing);
  const money = (value: string) => formatCoinAmount(value, draft.coin);
  return {
    form: draft,
    coins: PAY_COINS,
    networks: WITHDRAW_NETWORKS,
    savedOptions: saved
      .filter((entry) => entry.coin === draft.coin)
      .map((entry) => {
        const left = cooldownLeftMs(entry, now);
        return {
          id: entry.id,
          label: `${entry.label} · ${entry.network} · ${entry.address.slice(0, 6)}…${entry.address.slice(-4)}`,
          locked: left > 0 ? intl.formatMessage(lockedForText, { time: countdownText(left) }) : null,
        };
      }),
    // The form's field rules fill in (or clear) the address, network and coin of a saved address.
    chooseSaved: (id: string) => edit(id === '' ? { addressId: null, address: '' } : { addressId: id }),
    typeAddress: (address: string) => edit({ addressId: null, address }),
    chooseCoin: (coin: WithdrawForm['coin']) => edit({ coin }),
    chooseNetwork: (network: WithdrawForm['network']) => edit({ network }),
    changeAmount: (amount: string) => edit({ amount }),
    fillMax: () => edit({ amount: available === null ? '' : cutMoney(available) }),
    changeFundPassword: (fundPassword: string) => edit({ fundPassword }),
    changeCode: (code: string) => edit({ code }),
    /** The profile has an authenticator bound: its field shows and its code is sent. */
    authenticatorAsked: useSelector(form, selectAuthenticatorAsked),
    changeAuthenticatorCode: (authenticatorCode: string) => edit({ authenticatorCode }),
    lookalikeWarning: lookalike
      ? lookalike.label === null
        ? intl.formatMessage(lookalikePastText, { address: lookalike.address })
        : intl.formatMessage(lookalikeText, { label: lookalike.label, address: lookalike.address })
      : null,
    /** On the confirmation: the address sent to and the known one it imitates, differences marked. */
    lookalike:
      lookalike && request
        ? {
            label: lookalike.label,
            typed: differencesFrom(request.network, request.address, lookalike.address),
            known: differencesFrom(request.network, lookalike.address, request.address),
          }
        : null,
    /** Confirm is taken once the lookalike is acknowledged (the form machine's rule). */
    acknowledged: useSelector(form, selectAcknowledged),
    acknowledge: (acknowledged: boolean) => form.send({ type: 'acknowledge', acknowledged }),
    available: available === null ? null : money(available),
    // Shown only while something is frozen: a zero line is noise.
    frozen: frozen === null || isZero(frozen) ? null : money(frozen),
    fee: terms ? { fee: plain(terms.fee), min: plain(terms.minAmount) } : null,
    received: received === null ? null : money(received),
    /** The confirmation's amount, fee and "you receive", one precision down the column. */
    confirmColumn: request && confirmColumn(request.coin, request.amount, terms?.fee ?? null, received),
    invalid: useSelector(form, selectRefusedFields),
    refusal: problemText(useSelector(form, selectFirstRefusal)),
    /** Why withdrawals wait (wrong fund passwords, a changed one) and how long; null when they do not. */
    hold: useWithdrawHold(useSelector(form, selectWithdrawGuard)),
    /** The withdrawal the email code is sent for (null until address and amount are in). */
    codeSubject: useSelector(form, selectCodeSubject, sameSubject),
    /** Only saved addresses past their cool-down can be used: the address field says so. */
    whitelistOnly: useSelector(form, selectWhitelistOnly),
    failure: problemText(useSelector(form, selectFormFailure)),
    submit: () => form.send({ type: 'submit' }),
    /** What is confirmed and sent, exactly as it leaves; null otherwise. */
    request,
    sending: useSelector(form, selectFormSending),
    confirm: () => form.send({ type: 'confirm' }),
    back: () => form.send({ type: 'back' }),
    sent: sent ? { ...sent, amount: formatCoinAmount(sent.amount, sent.coin) } : null,
    unknown: useSelector(form, selectFormUnknown),
    /** Unknown still once the server's deadline has passed: `failure` says where to look. */
    stillUnknown: useSelector(form, selectFormGaveUp),
    again: () => form.send({ type: 'again' }),
  };
}
