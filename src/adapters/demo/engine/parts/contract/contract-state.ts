import type { ContractOrder } from '../../../../../domain/contract/contract';
import type { ContractBook } from './contract-settings';

/** The engine knows every field of its own orders, even those a list may leave out. */
export interface StoredOrder extends ContractOrder {
  userId: string;
  book: ContractBook;
  incomeRate: string;
  entryPrice: string;
  openedAt: number;
  settlesAt: number;
}

/** The house side of each book, by currency: fees taken and settled profit and loss. */
export interface HouseLedger {
  fees: Record<string, string>;
  pnl: Record<string, string>;
}

/** The seconds-contract books: their orders and the house side of each. */
export interface ContractBookState {
  orders: StoredOrder[];
  house: Record<ContractBook, HouseLedger>;
}
