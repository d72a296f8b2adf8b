import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { selectPair } from '../../../../application/market/pair-detail.selectors';
import {
  selectSpotCancelActor,
  selectSpotOrderActor,
} from '../../../../application/spot/spot-screen.selectors';
import type { SpotSide } from '../../../../domain/spot/spot';
import { useServices } from '../../../shared/services-context';
import { PairDetailActor } from '../../market/pair/pair-detail-provider';
import { SpotScreenContext, type SpotScreen } from './spot-screen-context';
import { useSpotToasts } from './use-spot-toasts';

interface SpotScreenProviderProps {
  children: ReactNode;
  /** The side a link asks for (the phone pair screen's Buy and Sell). */
  side?: SpotSide;
  /** The limit price a link carries (picked on the phone pair screen's book). */
  price?: string;
}

/**
 * The spot screen of the pair shown by the PairDetailProvider around it: its machine hears
 * that feed itself (book, staleness, and each poll as the tick to look for fills). Key it
 * by the pair's symbol: another pair is another screen.
 */
export function SpotScreenProvider({ children, side, price }: SpotScreenProviderProps) {
  // The page waits for the spot module before it renders (its route declares it).
  const spot = useServices().spot;
  const feed = PairDetailActor.useActorRef();
  const pair = PairDetailActor.useSelector(selectPair);
  const screen = useActorRef(spot.screen, {
    input: { baseCoin: pair.base, quoteCoin: pair.quote, feed, side, price },
  });
  useSpotToasts(screen);
  const order = useSelector(screen, selectSpotOrderActor);
  const cancel = useSelector(screen, selectSpotCancelActor);
  const value: SpotScreen = useMemo(() => ({ screen, order, cancel }), [screen, order, cancel]);
  return <SpotScreenContext.Provider value={value}>{children}</SpotScreenContext.Provider>;
}
