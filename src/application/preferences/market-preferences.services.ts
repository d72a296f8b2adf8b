import { createActor, type ActorRefFrom } from 'xstate';
import type { MarketPreferencesStore } from '../../domain/market/market-preferences.port';
import { marketPreferencesMachine, type MarketPreferencesMachine } from './market-preferences.machine';

/** The one running preferences actor of the app: every screen reads and changes this one. */
export type MarketPreferencesActor = ActorRefFrom<MarketPreferencesMachine>;

/**
 * Starts the app-wide market preferences from the store and persists every change there.
 * Started here, once, rather than per screen, so a colour chosen on one screen is the
 * colour of every other screen at once.
 */
export function startMarketPreferences({ store }: { store: MarketPreferencesStore }): MarketPreferencesActor {
  const machine = marketPreferencesMachine().provide({
    actions: {
      persistFavourites: (_, favourites) => store.saveFavourites(favourites),
      persistUpColour: (_, colour) => store.saveUpColour(colour),
      persistTradeKind: (_, kind) => store.saveTradeKind(kind),
    },
  });
  return createActor(machine, {
    input: { favourites: store.favourites(), upColour: store.upColour(), tradeKind: store.tradeKind() },
  }).start();
}
