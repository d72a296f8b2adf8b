import type { PayCoin } from '../wallet/coins';
import type { WithdrawNetwork } from '../wallet/networks';

/** What the user types to save an address. */
export interface AddressDraft {
  label: string;
  coin: PayCoin;
  network: WithdrawNetwork;
  address: string;
}

/** A saved withdrawal address; usable for withdrawal from `usableAt` on (the whitelist lock). */
export interface SavedAddress extends AddressDraft {
  id: string;
  createdAt: number;
  usableAt: number;
}

/** Longest label accepted; the lists show it on one line. */
export const MAX_LABEL_LENGTH = 20;
