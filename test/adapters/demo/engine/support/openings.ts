import type { ExchangeEngine } from '../../../../../src/adapters/demo/engine';
import type { Pair } from '../../../../../src/domain/market/market';
import { cmp } from '../../../../../src/domain/precision';
import type { FakeClock } from '../../../../support/fixtures/fake-clock';

export type Move = 'up' | 'down' | 'flat';

/**
 * Moves the clock forward, second by second, to the first instant from which the pair's
 * price `seconds` later has moved the wanted way: lets a test open an order whose
 * outcome it knows in advance, straight from the public price feed.
 */
export function advanceToMove(
  engine: ExchangeEngine,
  clock: FakeClock,
  pair: Pair,
  seconds: number,
  move: Move,
): void {
  for (let step = 0; step < 100_000; step += 1) {
    const now = clock.now();
    const change = cmp(engine.market.price(pair, now + seconds * 1_000), engine.market.price(pair, now));
    if ((move === 'up' && change > 0) || (move === 'down' && change < 0) || (move === 'flat' && change === 0))
      return;
    clock.advance(1_000);
  }
  throw new Error(`no ${move} move found for ${pair.base}/${pair.quote}`);
}
