/**
 * The groups of input ports that load with the first route that reads them: each is a module
 * of its own (its use cases, machines and adapters), so the app's entry holds only the shell,
 * the session, the language and the market feed, and a new feature never grows it. `pair` is
 * one pair's detail feed (candles, book, deals), which the pair and trading screens read as
 * `market.pairDetail`; the market list's tickers stay in the entry. `accountForms` is the
 * register, forgot-password and modify-password forms, which no first screen shows.
 */
export const FEATURE_GROUPS = [
  'wallet',
  'deposit',
  'withdraw',
  'convert',
  'ledger',
  'spot',
  'contract',
  'pair',
  'products',
  'messages',
  'account',
  'accountForms',
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

/** Input port: the UI waits here for a page's groups before it reads them (`services.wallet`...). */
export interface FeatureModules {
  /** Loads the groups' modules, each once; a load that failed is tried afresh on the next call. */
  load(groups: readonly FeatureGroup[]): Promise<void>;
  /** Whether every group's module is in, so that its services read at once. */
  loaded(groups: readonly FeatureGroup[]): boolean;
  /** Hears each module as it comes in (what waits on a group without loading it). */
  subscribe(listener: () => void): () => void;
}
