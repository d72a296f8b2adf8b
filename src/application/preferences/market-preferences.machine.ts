import { assign, setup } from 'xstate';
import { toggleFavourite } from '../../domain/market/favourites';
import type { UpColour } from '../../domain/market/up-colour';

export interface MarketPreferencesInput {
  /** Favourite pairs as symbols ('btcusdt'), as stored. */
  favourites: readonly string[];
  /** The stored up colour, or null when the user never chose (the locale decides). */
  upColour: UpColour | null;
}

export type MarketPreferencesContext = MarketPreferencesInput;

export type MarketPreferencesEvent =
  { type: 'favourite.toggle'; symbol: string } | { type: 'upColour.choose'; colour: UpColour };

/**
 * The user's market preferences: favourite pairs and the rising-price colour. One actor
 * for the whole app, so every screen sees a change at once; each change is persisted.
 */
export const marketPreferencesMachine = setup({
  types: {} as {
    context: MarketPreferencesContext;
    events: MarketPreferencesEvent;
    input: MarketPreferencesInput;
  },
  actions: {
    persistFavourites: (_, _favourites: readonly string[]) => {
      throw new Error('persistFavourites not provided');
    },
    persistUpColour: (_, _colour: UpColour) => {
      throw new Error('persistUpColour not provided');
    },
  },
}).createMachine({
  id: 'marketPreferences',
  context: ({ input }) => ({ favourites: [...input.favourites], upColour: input.upColour }),
  on: {
    'favourite.toggle': {
      actions: [
        assign(({ context, event }) => ({ favourites: toggleFavourite(context.favourites, event.symbol) })),
        { type: 'persistFavourites', params: ({ context }) => context.favourites },
      ],
    },
    'upColour.choose': {
      actions: [
        assign(({ event }) => ({ upColour: event.colour })),
        { type: 'persistUpColour', params: ({ event }) => event.colour },
      ],
    },
  },
});

export type MarketPreferencesMachine = typeof marketPreferencesMachine;
