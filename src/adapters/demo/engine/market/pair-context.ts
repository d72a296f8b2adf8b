import { EngineError } from '../engine-error';
import { hashString } from './hash';
import { pairPath } from './market-path';
import type { PairPath } from './market-path';
import { findPair } from './pairs';
import type { MarketPair } from './pairs';
import { volumeModel } from './volume';
import type { VolumeModel } from './volume';

/** Everything the market derives once per (seed, pair). */
export interface PairContext {
  pair: MarketPair;
  path: PairPath;
  volume: VolumeModel;
  /** Key of this pair's depth and deals streams. */
  key: number;
}

export const UNKNOWN_PAIR = 'Trading pair not supported';

export function createPairContexts(seed: string): (base: string, quote: string) => PairContext {
  const marketKey = hashString(`market:${seed}`);
  const contexts = new Map<string, PairContext>();
  return (base, quote) => {
    const pair = findPair(base, quote);
    if (!pair) throw new EngineError(0, UNKNOWN_PAIR);
    let context = contexts.get(pair.symbol);
    if (!context) {
      context = {
        pair,
        path: pairPath(marketKey, pair.base, pair.quote),
        volume: volumeModel(marketKey, pair),
        key: hashString(`book:${seed}:${pair.symbol}`),
      };
      contexts.set(pair.symbol, context);
    }
    return context;
  };
}
