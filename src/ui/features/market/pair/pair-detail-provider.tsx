import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PairDetailMachine } from '../../../../application/market/pair-detail.machine';
import type { Pair } from '../../../../domain/market/market';
import { useServices } from '../../../shared/services-context';

export type PairDetailRef = ActorRefFrom<PairDetailMachine>;
type PairDetailSnapshot = SnapshotFrom<PairDetailMachine>;

/** The pair-detail feed of a chart screen; exported so a bench can hand it a stand-in. */
export const PairDetailContext = createContext<PairDetailRef | null>(null);

function usePairDetailRef(): PairDetailRef {
  const feed = useContext(PairDetailContext);
  if (!feed) throw new Error('The pair detail is read outside a PairDetailProvider');
  return feed;
}

/** The feed of the PairDetailProvider around the caller, read through named selectors. */
export const PairDetailActor = {
  useActorRef: usePairDetailRef,
  useSelector<T>(selector: (snapshot: PairDetailSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(usePairDetailRef(), selector, compare);
  },
};

/** A live feed of one pair's candles, book, deals and ticker for the screen inside it. */
export function PairDetailProvider({ pair, children }: { pair: Pair; children: ReactNode }) {
  const { pairDetail } = useServices().market;
  const feed = useActorRef(pairDetail.machine, { input: pairDetail.inputFor(pair) });
  // Follows the pair in the URL without restarting the feed (the machine ignores the pair it shows).
  useEffect(() => feed.send({ type: 'pair.select', pair }), [feed, pair]);
  return <PairDetailContext.Provider value={feed}>{children}</PairDetailContext.Provider>;
}
