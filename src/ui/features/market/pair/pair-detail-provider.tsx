import { useEffect, type ReactNode } from 'react';
import type { Pair } from '../../../../domain/market/market';
import { symbolOf } from '../../../../domain/market/market';
import { useServices } from '../../../shared/services-context';
import { PairDetailActor } from './pair-detail-actor';
import { useTabVisibility } from '../use-tab-visibility';

/** Pauses the feed while the tab is hidden; it refreshes at once when the tab returns. */
function VisibilityBridge() {
  useTabVisibility(PairDetailActor.useActorRef());
  return null;
}

/** Follows the pair in the URL without restarting the feed. */
function PairBridge({ pair }: { pair: Pair }) {
  const feed = PairDetailActor.useActorRef();
  const symbol = symbolOf(pair);
  useEffect(() => {
    const shown = feed.getSnapshot().context.pair;
    if (symbolOf(shown) !== symbol) feed.send({ type: 'pair.select', pair });
  }, [feed, symbol, pair]);
  return null;
}

/** A live feed of one pair's candles, book, deals and ticker for the screen inside it. */
export function PairDetailProvider({ pair, children }: { pair: Pair; children: ReactNode }) {
  const { pairDetail } = useServices().market;
  return (
    <PairDetailActor.Provider logic={pairDetail.machine} options={{ input: pairDetail.inputFor(pair) }}>
      <VisibilityBridge />
      <PairBridge pair={pair} />
      {children}
    </PairDetailActor.Provider>
  );
}
