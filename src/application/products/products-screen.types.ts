import type { ActorRefFrom } from 'xstate';
import type { Holding, ProductKind, YieldProduct } from '../../domain/products/products';
import type { PurchaseRights } from '../../domain/products/purchase-rules';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { DraftStore } from '../shared/draft-store';
import type { Failure } from '../shared/failure-message';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { SpotAccountChanged } from '../shared/spot-account.watch';
import type { PurchaseFormMachine } from './purchase-form';

/**
 * Where the screen hears the account's purchase rights (the session's profile): calls
 * `changed` now and at each change, null while unknown or signed out; returns the stop.
 */
export interface RightsSource {
  watch(changed: (rights: PurchaseRights | null) => void): () => void;
}

export interface ProductsScreenDeps {
  form: PurchaseFormMachine;
  spotAccount: SpotAccount;
  drafts: DraftStore;
  /** Server time: what opens, closes and matures is on it. */
  now: () => number;
}

export interface ProductsScreenInput {
  kind: ProductKind;
  /** A visitor sees the products; spot is read only for a signed-in user. */
  signedIn: boolean;
  rights: RightsSource;
}

export interface ProductsScreenContext {
  kind: ProductKind;
  signedIn: boolean;
  rights: RightsSource;
  form: ActorRefFrom<PurchaseFormMachine>;
  spotAccount: SpotAccount;
  products: YieldProduct[] | null;
  error: Failure | null;
  /** The product the purchase form is for; null until the user picks one. */
  chosen: string | null;
  account: PurchaseRights | null;
  spot: BalanceRow[] | null;
}

export type ProductsScreenEvent =
  | SpotAccountChanged
  | { type: 'rights.changed'; rights: PurchaseRights | null }
  | { type: 'product.choose'; productId: string | null }
  | { type: 'products.reload' }
  | { type: 'purchase.succeeded'; output: Holding }
  | { type: 'purchase.unknown' };

export type ProductsScreenEmitted = { type: 'purchased'; holding: Holding } | { type: 'purchase.unknown' };
