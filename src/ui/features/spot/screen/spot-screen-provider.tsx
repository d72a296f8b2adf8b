import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { selectPair } from '../../../../application/market/pair-detail.selectors';
import {
  selectSpotCancelActor,
  selectSpotOrderActor,
} from '../../../../application/spot/spot-screen.selectors';
import { useServices } from '../../../shared/services-context';
import { PairDetailActor } from '../../market/pair/pair-detail-provider';
import { SpotScreenContext, type SpotNotify, type SpotScreen } from './spot-screen-context';
import { useSpotToasts } from './use-spot-toasts';

interface SpotScreenProviderProps {
  notify: SpotNotify;
  children: ReactNode;
}

/**
 * The spot screen of the pair shown by the PairDetailProvider around it: its machine hears
 * that feed itself (book, staleness, and each poll as the tick to look for fills). Key it
 * by the pair's symbol: another pair is another screen.
 */
export function SpotScreenProvider({ notify, children }: SpotScreenProviderProps) {
  // The page waits for the spot module before it renders (its route declares it).
  const spot = useServices().spot;
  const feed = PairDetailActor.useActorRef();
  const pair = PairDetailActor.useSelector(selectPair);
  const screen = useActorRef(spot.screen, {
    input: { baseCoin: pair.base, quoteCoin: pair.quote, feed, now: spot.now },
  });
  useSpotToasts(screen, notify);
  const order = useSelector(screen, selectSpotOrderActor);
  const cancel = useSelector(screen, selectSpotCancelActor);
  const value: SpotScreen = useMemo(() => ({ screen, order, cancel }), [screen, order, cancel]);
  return <SpotScreenContext.Provider value={value}>{children}</SpotScreenContext.Provider>;
}
