import type { AddressDraft } from '../../domain/withdraw/address-book';
import { AddressProblem, addressProblem, cleanDraft } from '../../domain/withdraw/address-rules';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

/** The address form: a new address (id null) or the saved one being edited (its id). */
export interface AddressBookDraft extends AddressDraft {
  id: string | null;
}

/** A save from the address form, as sent. */
export interface AddressSave {
  id: string | null;
  draft: AddressDraft;
}

export type AddressField = keyof AddressDraft;

export interface AddressSaveShape {
  draft: AddressBookDraft;
  terms: null;
  request: AddressSave;
  output: unknown;
  problem: AddressProblem;
  field: AddressField;
}

export type AddressSaveFormMachine = FormMachine<AddressSaveShape>;

export const EMPTY_ADDRESS: AddressBookDraft = {
  id: null,
  label: '',
  coin: 'USDT',
  network: 'TRC20',
  address: '',
};

/** The field each of the domain's address problems is about. */
const FIELD: Readonly<Record<AddressProblem, AddressField>> = {
  [AddressProblem.enterLabel]: 'label',
  [AddressProblem.labelTooLong]: 'label',
  [AddressProblem.coin]: 'coin',
  [AddressProblem.network]: 'network',
  [AddressProblem.format]: 'address',
};

export const addressSaveRules: FormRules<AddressSaveShape> = {
  empty: EMPTY_ADDRESS,
  check: (draft) => {
    const problem = addressProblem(draft);
    return problem === null ? [] : [{ problem, fields: [FIELD[problem]] }];
  },
  request: ({ id, ...draft }) => ({ id, draft: cleanDraft(draft) }),
};

/** Saving an address, new or edited: the domain's address rule first, then one save per press. */
export function createAddressSaveForm(): AddressSaveFormMachine {
  return createFormMachine<AddressSaveShape>(addressSaveRules);
}
