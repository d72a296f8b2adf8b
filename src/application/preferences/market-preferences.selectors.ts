import type { SnapshotFrom } from 'xstate';
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
