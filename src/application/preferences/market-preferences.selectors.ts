import type { SnapshotFrom } from 'xstate';
import { DEFAULT_TRADE_KIND, type TradeKind } from '../../domain/market/trade-kind';
import { upColourFor, type UpColour } from '../../domain/market/up-colour';
import type { MarketPreferencesMachine } from './market-preferences.machine';

type MarketPreferencesSnapshot = SnapshotFrom<MarketPreferencesMachine>;

export const selectFavourites = (s: MarketPreferencesSnapshot) => s.context.favourites;

/** The chosen up colour, or null while the locale decides. */
export const selectChosenUpColour = (s: MarketPreferencesSnapshot) => s.context.upColour;

/** The up colour to show in `locale`: the user's choice, else the locale's default. */
export const selectUpColourIn =
  (locale: string) =>
  (s: MarketPreferencesSnapshot): UpColour =>
    upColourFor(s.context.upColour, locale);

/** The trading screen the phone's Trade tab opens: the last one used, spot before any. */
export const selectTradeKind = (s: MarketPreferencesSnapshot): TradeKind =>
  s.context.tradeKind ?? DEFAULT_TRADE_KIND;
