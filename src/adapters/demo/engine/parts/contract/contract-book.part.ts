import { EntryStatus, TradeType } from '../../../../../domain/contract/contract';
import type { EnginePart } from '../../engine-part';
import type { ContractBookState, HouseLedger, StoredOrder } from './contract-state';
import { newest } from '../../keep-newest';
import {
  amount,
  byCurrency,
  decimal,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
  withDefault,
} from '../../state-guards';
import { CONTRACT_SETTINGS, type ContractBook } from './contract-settings';
import { settleDue } from './settlement';

const BOOKS: readonly ContractBook[] = ['contract', 'demo'];

const order = objectOf<StoredOrder>({
  id: text,
  userId: text,
  book: oneOf(BOOKS),
  openAmount: amount,
  baseCoin: text,
  quoteCoin: text,
  positionTime: time,
  tradeType: oneOf(Object.values(TradeType)),
  entryStatus: oneOf(Object.values(EntryStatus)),
  incomeRate: amount,
  fee: amount,
  entryPrice: amount,
  settlementPrice: nullable(amount),
  openedAt: time,
  settlesAt: time,
  payout: nullable(amount),
  priceSource: text,
});

const ledger = objectOf<HouseLedger>({ fees: byCurrency(decimal), pnl: byCurrency(decimal) });
const emptyHouse = (): ContractBookState['house'] => ({
  contract: { fees: {}, pnl: {} },
  demo: { fees: {}, pnl: {} },
});

/**
 * The seconds-contract books (real and demo): their orders and house ledgers, and the
 * settlement of every order that is due, on the price path alone (settlement.ts).
 */
export const contractBookPart: EnginePart = {
  name: 'contract-book',
  slice: {
    fields: ['orders', 'house'],
    read: objectOf<ContractBookState>({
      orders: withDefault(listOf(order), () => []),
      house: withDefault(objectOf({ contract: ledger, demo: ledger }), emptyHouse),
    }),
    owners: (state) => state.orders.map((entry) => entry.userId),
    prune: (state, kept) => ({
      orders: newest(
        state.orders,
        (entry) => `${entry.userId}/${entry.book}`,
        kept.settledOrders,
        (entry) => entry.entryStatus === EntryStatus.holding,
      ),
    }),
  },
  settings: CONTRACT_SETTINGS,
  due: settleDue,
};
