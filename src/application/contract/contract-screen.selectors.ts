import type { SnapshotFrom } from 'xstate';
import { isZero } from '../../domain/precision';
import type { UsdtPrices } from '../../domain/wallet/asset-totals';
import type { ContractScreenMachine } from './contract-screen.machine';

type ScreenSnapshot = SnapshotFrom<ContractScreenMachine>;

export const selectAccountActor = (snapshot: ScreenSnapshot) => snapshot.context.account;
export const selectOrderActor = (snapshot: ScreenSnapshot) => snapshot.context.order;
/** The account shown's scope; a new one after every switch. */
export const selectScope = (snapshot: ScreenSnapshot) => snapshot.context.scope;
/** Latest closes by quote coin, then base coin, from every pay coin's feed. */
export const selectPairPrices = (snapshot: ScreenSnapshot) => snapshot.context.prices;

const NO_USDT_PRICES: UsdtPrices = {};
/** USDT closes by coin, for the asset totals (SPEC section 3: totals are in USDT). */
export const selectUsdtPrices = (snapshot: ScreenSnapshot): UsdtPrices =>
  snapshot.context.prices.USDT ?? NO_USDT_PRICES;

/** The account shown has nothing available in any coin (known, not merely loading). */
export const selectNothingAvailable = (snapshot: ScreenSnapshot) => {
  const { balances } = snapshot.context;
  return balances !== null && balances.list.every((row) => isZero(row.availableCurrency));
};

/** The pair the screen trades: its base coin and the pay coin it is quoted in. */
export const selectShownBase = (snapshot: ScreenSnapshot) => snapshot.context.baseCoin;
export const selectShownQuote = (snapshot: ScreenSnapshot) => snapshot.context.quoteCoin;
/** The feed that prices the shown pair: its pay coin's. */
export const selectShownPairFeed = (snapshot: ScreenSnapshot) => {
  const { feeds, quoteCoin } = snapshot.context;
  return Object.hasOwn(feeds, quoteCoin) ? feeds[quoteCoin] : undefined;
};
