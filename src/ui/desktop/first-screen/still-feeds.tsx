import type { ReactNode } from 'react';
import type { AppServices } from '../../../application/app-services';
import { DEFAULT_TIMEFRAME, type Pair } from '../../../domain/market/market';
import { PairDetailContext, type PairDetailRef } from '../../features/market/pair/pair-detail-provider';
import { ServicesProvider } from '../../shared/services-context';

/**
 * A feed that never moves: the snapshot it is given, forever. The painted terminal reads the
 * same selectors as the app's (they read a snapshot's context only), so it is drawn by the
 * app's own components as the app's first frame is, before any answer; nothing is started.
 */
const still = <Ref,>(context: object): Ref =>
  ({
    getSnapshot: () => ({ context }),
    subscribe: () => ({ unsubscribe: () => undefined }),
    send: () => undefined,
  }) as unknown as Ref;

/** A pair's feed before its first answer: no ticker, book, deals or candles yet, the default view. */
const firstView = (pair: Pair) => ({
  pair,
  timeframe: DEFAULT_TIMEFRAME,
  candles: null,
  depth: null,
  deals: null,
  ticker: null,
  needFull: true,
  stale: false,
  failure: null,
  partFailures: {},
  phase: 'polling',
});

/**
 * The little of the app's services a visitor's terminal reads as it is first drawn: the market
 * preferences (the rising colour, which the locale decides until the user chooses).
 */
const firstServices = () =>
  ({
    market: { preferences: still({ favourites: [], upColour: null, tradeKind: null }) },
  }) as unknown as AppServices;

/** Around a painted screen: the pair's still feed and the services it reads, as the app provides them. */
export function StillFeeds({ pair, children }: { pair: Pair; children: ReactNode }) {
  return (
    <ServicesProvider value={firstServices()}>
      <PairDetailContext.Provider value={still<PairDetailRef>(firstView(pair))}>
        {children}
      </PairDetailContext.Provider>
    </ServicesProvider>
  );
}
