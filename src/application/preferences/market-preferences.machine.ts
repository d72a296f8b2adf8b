import { assign, setup } from 'xstate';
import { once } from '../shared/once';
import { toggleFavourite } from '../../domain/market/favourites';
import type { TradeKind } from '../../domain/market/trade-kind';
import type { UpColour } from '../../domain/market/up-colour';

export interface MarketPreferencesInput {
  /** Favourite pairs as symbols ('btcusdt'), as stored. */
  favourites: readonly string[];
  /** The stored up colour, or null when the user never chose (the locale decides). */
  upColour: UpColour | null;
  /** The trading screen the user was last on, or null before the first. */
  tradeKind: TradeKind | null;
}

export type MarketPreferencesContext = MarketPreferencesInput;

export type MarketPreferencesEvent =
  | { type: 'favourite.toggle'; symbol: string }
  | { type: 'upColour.choose'; colour: UpColour }
  /** A trading screen was opened: the Trade tab opens it next time. */
  | { type: 'tradeKind.seen'; kind: TradeKind };

/**
 * The user's market preferences: favourite pairs, the rising-price colour and the trading
 * screen last used. One actor
 * for the whole app, so every screen sees a change at once; each change is persisted.
 */
export const marketPreferencesMachine = once(() =>
  setup({
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
      persistTradeKind: (_, _kind: TradeKind) => {
        throw new Error('persistTradeKind not provided');
      },
    },
    guards: {
      newTradeKind: ({ context, event }) =>
        event.type === 'tradeKind.seen' && event.kind !== context.tradeKind,
    },
  }).createMachine({
    id: 'marketPreferences',
    context: ({ input }) => ({
      favourites: [...input.favourites],
      upColour: input.upColour,
      tradeKind: input.tradeKind,
    }),
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
      'tradeKind.seen': {
        guard: 'newTradeKind',
        actions: [
          assign(({ event }) => ({ tradeKind: event.kind })),
          { type: 'persistTradeKind', params: ({ event }) => event.kind },
        ],
      },
    },
  }),
);

export type MarketPreferencesMachine = ReturnType<typeof marketPreferencesMachine>;
