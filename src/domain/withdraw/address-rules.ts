import { PAY_COINS, type PayCoin } from '../wallet/coins';
import { type AddressDraft, MAX_LABEL_LENGTH } from './address-book';
import { matchesNetwork } from '../wallet/address-format';
import { isWithdrawNetwork } from '../wallet/networks';

/** Why an address draft is refused before anything is sent (the engine uses the same texts). */
export const AddressProblem = {
  enterLabel: 'Enter a label',
  labelTooLong: 'The label is too long',
  coin: 'Choose a coin',
  network: 'Choose a network',
  format: 'The address does not match the network',
} as const;
export type AddressProblem = (typeof AddressProblem)[keyof typeof AddressProblem];

function isPayCoin(value: unknown): value is PayCoin {
  return (PAY_COINS as readonly unknown[]).includes(value);
}

/** The first problem of a draft, or null when it may be saved. Never throws. */
export function addressProblem(draft: AddressDraft): AddressProblem | null {
  const label = typeof draft.label === 'string' ? draft.label.trim() : '';
  if (label === '') return AddressProblem.enterLabel;
  if (label.length > MAX_LABEL_LENGTH) return AddressProblem.labelTooLong;
  if (!isPayCoin(draft.coin)) return AddressProblem.coin;
  if (!isWithdrawNetwork(draft.network)) return AddressProblem.network;
  const address = typeof draft.address === 'string' ? draft.address.trim() : '';
  return matchesNetwork(draft.network, address) ? null : AddressProblem.format;
}

/** The draft as it is stored and sent: label and address trimmed. */
export function cleanDraft(draft: AddressDraft): AddressDraft {
  return { ...draft, label: draft.label.trim(), address: draft.address.trim() };
}
