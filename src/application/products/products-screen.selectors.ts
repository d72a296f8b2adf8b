import type { SnapshotFrom } from 'xstate';
import type { HoldingsScreenMachine } from './holdings-screen.machine';
import { chosenProduct, type ProductsScreenMachine } from './products-screen.machine';
import type { PurchaseFormMachine } from './purchase-form';
import type { RedeemFormMachine } from './redeem-form';
import { termsOfRedeem } from './redeem-form';

type Screen = SnapshotFrom<ProductsScreenMachine>;
type Holdings = SnapshotFrom<HoldingsScreenMachine>;

export const selectPurchaseActor = (snapshot: Screen) => snapshot.context.form;
export const selectProducts = (snapshot: Screen) => snapshot.context.products;
export const selectProductsError = (snapshot: Screen) =>
  snapshot.matches({ catalogue: 'failed' }) ? snapshot.context.error : null;
export const selectChosenProduct = (snapshot: Screen) => chosenProduct(snapshot.context);
/** The account's rights; null while unknown (signed out, or the profile not yet read). */
export const selectRights = (snapshot: Screen) => snapshot.context.account;
export const selectSpotRows = (snapshot: Screen) => snapshot.context.spot;

/** The chosen product's terms as the form holds them (available spot, server time). */
export const selectPurchaseTerms = (snapshot: SnapshotFrom<PurchaseFormMachine>) => snapshot.context.terms;

export const selectHoldingsRecordsActor = (snapshot: Holdings) => snapshot.context.records;
export const selectRedeemActor = (snapshot: Holdings) => snapshot.context.redeem;
export const selectHoldingProducts = (snapshot: Holdings) => snapshot.context.products;
export const selectChosenHolding = (snapshot: Holdings) => snapshot.context.chosen;
export const selectCanAdvance = (snapshot: Holdings) => snapshot.context.canAdvance;
export const selectAdvancing = (snapshot: Holdings) => snapshot.matches('advancing');
export const selectAdvanceError = (snapshot: Holdings) => snapshot.context.advanceError;

/** What redeeming the chosen holding pays now; null when it cannot be redeemed now. */
export const selectRedemption = (snapshot: SnapshotFrom<RedeemFormMachine>) =>
  termsOfRedeem(snapshot.context.terms);
