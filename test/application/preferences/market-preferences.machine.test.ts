import { describe, expect, it } from 'vitest';
import { startMarketPreferences } from '../../../src/application/preferences/market-preferences.services';
import {
  selectChosenUpColour,
  selectFavourites,
  selectTradeKind,
  selectUpColourIn,
} from '../../../src/application/preferences/market-preferences.selectors';
import type { MarketPreferencesStore } from '../../../src/domain/market/market-preferences.port';
import type { TradeKind } from '../../../src/domain/market/trade-kind';
import type { UpColour } from '../../../src/domain/market/up-colour';

/** An in-memory store that records what was saved. */
function memoryStore(
  initial: { favourites?: string[]; upColour?: UpColour | null; tradeKind?: TradeKind | null } = {},
) {
  const state = {
    favourites: initial.favourites ?? [],
    upColour: initial.upColour ?? null,
    tradeKind: initial.tradeKind ?? null,
    saves: 0,
  };
  const store: MarketPreferencesStore = {
    favourites: () => [...state.favourites],
    saveFavourites: (symbols) => {
      state.favourites = [...symbols];
      state.saves += 1;
    },
    upColour: () => state.upColour,
    saveUpColour: (colour) => {
      state.upColour = colour;
      state.saves += 1;
    },
    tradeKind: () => state.tradeKind,
    saveTradeKind: (kind) => {
      state.tradeKind = kind;
      state.saves += 1;
    },
  };
  return { store, state };
}

describe('market preferences machine', () => {
  it('opens the Trade tab on spot until a trading screen is used; keeps the last one, saved once per change', () => {
    const { store, state } = memoryStore();
    const actor = startMarketPreferences({ store });
    expect(selectTradeKind(actor.getSnapshot())).toBe('spot');
    actor.send({ type: 'tradeKind.seen', kind: 'seconds' });
    actor.send({ type: 'tradeKind.seen', kind: 'seconds' });
    expect(selectTradeKind(actor.getSnapshot())).toBe('seconds');
    expect(state).toMatchObject({ tradeKind: 'seconds', saves: 1 });
    expect(selectTradeKind(startMarketPreferences({ store }).getSnapshot())).toBe('seconds');
  });

  it('starts from the stored favourites and colour', () => {
    const { store } = memoryStore({ favourites: ['ethusdt'], upColour: 'red' });
    const actor = startMarketPreferences({ store });
    expect(selectFavourites(actor.getSnapshot())).toEqual(['ethusdt']);
    expect(selectUpColourIn('en-US')(actor.getSnapshot())).toBe('red');
  });

  it('toggles a favourite on and off and persists each change', () => {
    const { store, state } = memoryStore({ favourites: ['ethusdt'] });
    const actor = startMarketPreferences({ store });
    actor.send({ type: 'favourite.toggle', symbol: 'btcusdt' });
    expect(selectFavourites(actor.getSnapshot())).toEqual(['ethusdt', 'btcusdt']);
    expect(state.favourites).toEqual(['ethusdt', 'btcusdt']);
    actor.send({ type: 'favourite.toggle', symbol: 'ethusdt' });
    expect(selectFavourites(actor.getSnapshot())).toEqual(['btcusdt']);
    expect(state.favourites).toEqual(['btcusdt']);
  });

  it('persists a chosen colour and every subscriber sees it at once', () => {
    const { store, state } = memoryStore();
    const actor = startMarketPreferences({ store });
    const seenByList: UpColour[] = [];
    const seenByChart: UpColour[] = [];
    actor.subscribe((s) => seenByList.push(selectUpColourIn('en-US')(s)));
    actor.subscribe((s) => seenByChart.push(selectUpColourIn('en-US')(s)));
    actor.send({ type: 'upColour.choose', colour: 'red' });
    expect(state.upColour).toBe('red');
    expect(seenByList).toEqual(['red']);
    expect(seenByChart).toEqual(['red']);
  });

  it('follows the locale until the user chooses: red up in Chinese, green up elsewhere', () => {
    const { store } = memoryStore();
    const actor = startMarketPreferences({ store });
    expect(selectChosenUpColour(actor.getSnapshot())).toBeNull();
    expect(selectUpColourIn('zh-CN')(actor.getSnapshot())).toBe('red');
    expect(selectUpColourIn('en-US')(actor.getSnapshot())).toBe('green');
    expect(selectUpColourIn('ko')(actor.getSnapshot())).toBe('green');
    actor.send({ type: 'upColour.choose', colour: 'green' });
    expect(selectUpColourIn('zh-CN')(actor.getSnapshot())).toBe('green');
  });
});
