import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SpotCancelForm } from '../../../../application/spot/spot-cancel.machine';
import type { SpotOrderForm } from '../../../../application/spot/spot-order.machine';
import type { SpotScreenMachine } from '../../../../application/spot/spot-screen.machine';

/** The actors of one pair's spot screen; they live as long as the screen shows that pair. */
export interface SpotScreen {
  screen: ActorRefFrom<SpotScreenMachine>;
  order: ActorRefFrom<SpotOrderForm>;
  cancel: ActorRefFrom<SpotCancelForm>;
}

export const SpotScreenContext = createContext<SpotScreen | null>(null);

export function useSpotScreen(): SpotScreen {
  const value = useContext(SpotScreenContext);
  if (!value) throw new Error('useSpotScreen must be used inside SpotScreenProvider');
  return value;
}

/** The spot screen around the caller, or null for a visitor (no session, no screen). */
export function useOptionalSpotScreen(): SpotScreen | null {
  return useContext(SpotScreenContext);
}
