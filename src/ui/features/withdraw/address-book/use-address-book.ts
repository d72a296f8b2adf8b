import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectAddressListActor,
  selectAddressRemoveActor,
  selectAddressSaveActor,
} from '../../../../application/withdraw/address-book-screen.selectors';
import { EMPTY_ADDRESS, type AddressBookDraft } from '../../../../application/withdraw/address-book-form';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
} from '../../../../application/shared/form.selectors';
import {
  selectQueryData,
  selectQueryError,
  selectQueryFailed,
  selectQueryLoading,
} from '../../../../application/shared/query.selectors';
import { PAY_COINS } from '../../../../domain/wallet/coins';
import { WITHDRAW_NETWORKS } from '../../../../domain/wallet/networks';
import type { SavedAddress } from '../../../../domain/withdraw/address-book';
import { countdownText, cooldownLeftMs } from '../../../../domain/withdraw/address-cooldown';
import { lookalikeOf } from '../../../../domain/withdraw/address-poisoning';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { useCooldownNow } from '../use-cooldown-now';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { addressBookMessages, lockedForText, lookalikeText } from './address-book.messages';

export { PAY_COINS as ADDRESS_COINS, WITHDRAW_NETWORKS };

export type AddressForm = AddressBookDraft;

export interface AddressRow extends SavedAddress {
  usable: boolean;
  /** "Ready for withdrawal" or "Usable in mm:ss". */
  status: string;
}

const NONE: readonly SavedAddress[] = [];

/** The address book screen: list with cool-down countdowns, the add/edit form, deletion. */
export function useAddressBook() {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useWithdrawProblemText();
  const screen = useActorRef(useServices().withdraw.addressBook);
  const list = useSelector(screen, selectAddressListActor);
  const save = useSelector(screen, selectAddressSaveActor);
  const remove = useSelector(screen, selectAddressRemoveActor);
  // Whether the form is open is the page's own view state; what it holds is the save form's.
  const [open, setOpen] = useState(false);
  useEmitted(screen, {
    'address.saved': () => {
      setOpen(false);
      notify.success(intl.formatMessage(addressBookMessages.saved));
    },
    'address.removed': () => notify.success(intl.formatMessage(addressBookMessages.deleted)),
  });

  const saved = useSelector(list, selectQueryData<SavedAddress[]>);
  const addresses = saved ?? NONE;
  const now = useCooldownNow(addresses);
  const draft = useSelector(save, selectDraft);
  const refusal = useSelector(save, selectFirstRefusal);
  const saveFailure = useSelector(save, selectFormFailure);
  const listError = useSelector(list, selectQueryError<SavedAddress[]>);
  const rows: AddressRow[] = useMemo(
    () =>
      addresses.map((entry) => {
        const left = cooldownLeftMs(entry, now);
        return {
          ...entry,
          usable: left === 0,
          status:
            left === 0
              ? intl.formatMessage(addressBookMessages.usable)
              : intl.formatMessage(lockedForText, { time: countdownText(left) }),
        };
      }),
    [addresses, now, intl],
  );
  const lookalike = open
    ? lookalikeOf(
        draft.address,
        addresses.filter((entry) => entry.id !== draft.id),
      )
    : null;
  const startWith = (next: AddressBookDraft) => {
    save.send({ type: 'edit', patch: next });
    setOpen(true);
  };
  return {
    rows,
    loading: useSelector(list, selectQueryLoading<SavedAddress[]>) && saved === null,
    failed: useSelector(list, selectQueryFailed<SavedAddress[]>),
    /** Why the list could not be loaded, in words (the rows loaded before stay). */
    failure: problemText(listError),
    reload: () => screen.send({ type: 'list.reload' }),
    form: open ? draft : null,
    invalid: useSelector(save, selectRefusedFields),
    saving: useSelector(save, selectFormSending),
    refusal: problemText(refusal ?? saveFailure),
    removeFailure: problemText(useSelector(remove, selectFormFailure)),
    lookalikeWarning: lookalike
      ? intl.formatMessage(lookalikeText, { label: lookalike.label, address: lookalike.address })
      : null,
    startAdd: () => startWith(EMPTY_ADDRESS),
    startEdit: ({ id, label, coin, network, address }: SavedAddress) =>
      startWith({ id, label, coin, network, address }),
    cancel: () => setOpen(false),
    change: (patch: Partial<AddressForm>) => save.send({ type: 'edit', patch }),
    submit: () => save.send({ type: 'submit' }),
    remove: (id: string) => remove.send({ type: 'submit', patch: { id } }),
  };
}

export type AddressBookView = ReturnType<typeof useAddressBook>;
