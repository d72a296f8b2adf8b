import type { SnapshotFrom } from 'xstate';
import type { ContractScreenMachine } from './contract-screen.machine';

type ScreenSnapshot = SnapshotFrom<ContractScreenMachine>;

export const selectAccountActor = (snapshot: ScreenSnapshot) => snapshot.context.account;
export const selectOrderActor = (snapshot: ScreenSnapshot) => snapshot.context.order;
/** The account shown's scope; a new one after every switch. */
export const selectScope = (snapshot: ScreenSnapshot) => snapshot.context.scope;
/** Latest USDT closes by coin from the feed, for the pair price and the asset totals. */
export const selectFeedPrices = (snapshot: ScreenSnapshot) => snapshot.context.prices;
