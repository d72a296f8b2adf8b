import type { AddressBookServices } from './address-book-services';

/** Issue 13 part B: money leaving the exchange, and what guards it. */
export interface WithdrawServices {
  addressBook: AddressBookServices;
}
