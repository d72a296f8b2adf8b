import { createActorContext } from '@xstate/react';
import { pairDetailMachine } from '../../../../application/market/pair-detail.machine';

/**
 * The pair-detail feed of a chart screen. PairDetailProvider hands it the machine provided
 * by the composition root, so this default's unprovided actors never run.
 */
export const PairDetailActor = createActorContext(pairDetailMachine, {
  input: { pair: { base: 'BTC', quote: 'USDT' }, readTimeframe: () => null, readCandles: () => null },
});
