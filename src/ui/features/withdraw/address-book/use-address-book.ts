import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectQueryData,
  selectQueryError,
  selectQueryFailed,
  selectQueryLoading,
} from '../../../../application/shared/query.selectors';
import {
  selectFailure,
  selectRefusal,
  selectSubmitting,
} from '../../../../application/shared/submission.selectors';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';
import { type SavedAddress } from '../../../../domain/withdraw/address-book';
import { countdownText, cooldownLeftMs } from '../../../../domain/withdraw/address-cooldown';
import { lookalikeOf } from '../../../../domain/withdraw/address-poisoning';
import type { Failure } from '../../../../application/shared/failure-message';
import type { AddressProblem } from '../../../../domain/withdraw/address-rules';
import { failureText } from '../../../shared/failure-text';
import { useServices } from '../../../shared/services-context';
import { addressMessages, addressProblemMessages, lockedForText, lookalikeText } from '../withdraw.messages';
import { WITHDRAW_NETWORKS, type WithdrawNetwork } from '../../../../domain/wallet/networks';

export { PAY_COINS as ADDRESS_COINS, WITHDRAW_NETWORKS };

export interface AddressForm {
  id: string | null;
  label: string;
  coin: PayCoin;
  network: WithdrawNetwork;
  address: string;
}

export interface AddressRow extends SavedAddress {
  usable: boolean;
  /** "Ready for withdrawal" or "Usable in mm:ss". */
  status: string;
}

const EMPTY: AddressForm = { id: null, label: '', coin: 'USDT', network: 'TRC20', address: '' };

type ProblemMessages = Record<string, (typeof addressProblemMessages)[keyof typeof addressProblemMessages]>;

/**
 * Translates a rule's problem, or the engine's refusal of one (the exchange answers with
 * the same words); any other failure goes through the one failure mapper.
 */
function useProblemText() {
  const intl = useIntl();
  return useCallback(
    (problem: AddressProblem | Failure | null) => {
      if (problem === null) return null;
      const text = typeof problem === 'string' ? problem : problem.kind === 'said' ? problem.text : null;
      const known = text === null ? undefined : (addressProblemMessages as ProblemMessages)[text];
      if (known) return intl.formatMessage(known);
      return typeof problem === 'string' ? problem : failureText(intl, problem);
    },
    [intl],
  );
}

/** Re-renders once a second while any address is still locked, for the countdowns. */
function useSecondTicks(ticking: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1_000);
    return () => window.clearInterval(timer);
  }, [ticking]);
}

export interface AddressBookNotices {
  success(text: string): void;
}

/** The address book screen: list with cool-down countdowns, the add/edit form, deletion. */
export function useAddressBook({ success }: AddressBookNotices) {
  const intl = useIntl();
  const book = useServices().withdraw.addressBook;
  const list = useActorRef(book.list);
  const save = useActorRef(book.save);
  const remove = useActorRef(book.remove);
  const saved = useSelector(list, selectQueryData);
  const loading = useSelector(list, selectQueryLoading);
  const failed = useSelector(list, selectQueryFailed);
  const listError = useSelector(list, selectQueryError);
  const saving = useSelector(save, selectSubmitting);
  const problem = useProblemText();
  const rejected = useSelector(save, selectRefusal);
  const saveFailure = useSelector(save, selectFailure);
  const refusal = problem(rejected ?? saveFailure);
  const removeFailure = problem(useSelector(remove, selectFailure));
  const [form, setForm] = useState<AddressForm | null>(null);

  const addresses = useMemo(() => saved ?? [], [saved]);
  // Server time read at each render; the ticks re-render while a countdown runs.
  const now = book.now();
  useSecondTicks(addresses.some((entry) => entry.usableAt > now));

  useEffect(() => {
    const saving = save.on('succeeded', () => {
      setForm(null);
      list.send({ type: 'reload' });
      success(intl.formatMessage(addressMessages.saved));
    });
    const removing = remove.on('succeeded', () => {
      list.send({ type: 'reload' });
      success(intl.formatMessage(addressMessages.deleted));
    });
    return () => {
      saving.unsubscribe();
      removing.unsubscribe();
    };
  }, [save, remove, list, success, intl]);

  const rows: AddressRow[] = addresses.map((entry) => {
    const left = cooldownLeftMs(entry, now);
    return {
      ...entry,
      usable: left === 0,
      status:
        left === 0
          ? intl.formatMessage(addressMessages.usable)
          : intl.formatMessage(lockedForText, { time: countdownText(left) }),
    };
  });

  const lookalike = form
    ? lookalikeOf(
        form.address,
        addresses.filter((entry) => entry.id !== form.id),
      )
    : null;

  return {
    rows,
    loading: loading && saved === null,
    failed,
    /** Why the list could not be loaded, in words (the rows loaded before stay). */
    failure: listError === null ? null : failureText(intl, listError),
    reload: () => list.send({ type: 'reload' }),
    form,
    saving,
    refusal,
    removeFailure,
    lookalikeWarning: lookalike
      ? intl.formatMessage(lookalikeText, { label: lookalike.label, address: lookalike.address })
      : null,
    startAdd: () => {
      save.send({ type: 'dismiss' });
      setForm(EMPTY);
    },
    startEdit: (row: SavedAddress) => {
      save.send({ type: 'dismiss' });
      setForm({ id: row.id, label: row.label, coin: row.coin, network: row.network, address: row.address });
    },
    cancel: () => setForm(null),
    change: (patch: Partial<AddressForm>) =>
      setForm((current) => (current ? { ...current, ...patch } : current)),
    submit: () => {
      if (!form) return;
      const { id, ...draft } = form;
      save.send({ type: 'submit', input: { id, draft } });
    },
    remove: (id: string) => remove.send({ type: 'submit', input: id }),
  };
}
