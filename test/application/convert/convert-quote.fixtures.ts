import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  convertQuoteMachine,
  QUOTE_DEBOUNCE_MS,
} from '../../../src/application/convert/convert-quote.machine';
import type { ConvertQuote, ConvertRecord, QuoteRequest } from '../../../src/domain/convert/convert';

export const QUOTE_TTL_MS = 10_000;
export const COINS = [
  { coin: 'USDT', minAmount: '10' },
  { coin: 'BTC', minAmount: '0.0001' },
];

/**
 * The quote machine on a simulated clock that also serves as server time, with a fake
 * exchange: each quote gets a new id and a rate of 0.00001 x its number, so a new quote is
 * visible; executes wait until the test settles them.
 */
export function startQuote() {
  const clock = new SimulatedClock();
  const requests: QuoteRequest[] = [];
  const executed: ConvertQuote[] = [];
  let settle: { resolve: (record: ConvertRecord) => void; reject: (error: unknown) => void } | null = null;
  const machine = convertQuoteMachine().provide({
    actors: {
      fetchQuote: fromPromise<ConvertQuote, QuoteRequest>(async ({ input }) => {
        requests.push(input);
        const n = requests.length;
        return {
          id: `q${n}`,
          ...input,
          fromAmount: input.amount,
          rate: `0.0000${n}`,
          fee: '0',
          toAmount: '0.001',
          expiresAt: clock.now() + QUOTE_TTL_MS,
        };
      }),
      execute: fromPromise<ConvertRecord, ConvertQuote>(({ input }) => {
        executed.push(input);
        return new Promise((resolve, reject) => {
          settle = { resolve, reject };
        });
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.send({ type: 'config.loaded', coins: COINS });
  actor.send({ type: 'balances.loaded', available: { USDT: '1000', BTC: '0' } });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Moves the clock and lets the invoked promises answer. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  /** Types an amount and waits for its quote. */
  const quoteFor = async (amount: string) => {
    actor.send({ type: 'amount.change', value: amount });
    await advance(QUOTE_DEBOUNCE_MS);
  };
  const record = (quote: ConvertQuote): ConvertRecord => ({
    id: 'x1',
    quoteId: quote.id,
    fromCoin: quote.fromCoin,
    toCoin: quote.toCoin,
    fromAmount: quote.fromAmount,
    toAmount: quote.toAmount,
    rate: quote.rate,
    fee: quote.fee,
    createdAt: clock.now(),
  });
  return {
    actor,
    clock,
    requests,
    executed,
    emitted,
    advance,
    flush,
    quoteFor,
    succeed: async () => {
      const quote = executed.at(-1);
      if (quote) settle?.resolve(record(quote));
      await flush();
    },
    fail: async (error: unknown) => {
      settle?.reject(error);
      await flush();
    },
  };
}
