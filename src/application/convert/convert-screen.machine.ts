import { emit, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ConvertConfig, ConvertRecord } from '../../domain/convert/convert';
import { watchSelected } from '../shared/watch-selected';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { QueryMachine } from '../shared/query.machine';
import { selectQueryData } from '../shared/query.selectors';
import type { ConvertQuoteMachine, QuoteEvent } from './convert-quote.machine';

/** Available spot balance by coin. */
export type SpotAvailable = Readonly<Record<string, string>>;

export interface ConvertScreenDeps {
  config: QueryMachine<ConvertConfig>;
  balances: QueryMachine<SpotAvailable>;
  records: PagedListMachine<ConvertRecord>;
  quote: ConvertQuoteMachine;
  now: () => number;
}

export interface ConvertScreenContext {
  config: ActorRefFrom<QueryMachine<ConvertConfig>>;
  balances: ActorRefFrom<QueryMachine<SpotAvailable>>;
  records: ActorRefFrom<PagedListMachine<ConvertRecord>>;
  quote: ActorRefFrom<ConvertQuoteMachine>;
}

type ScreenEvent =
  QuoteEvent | { type: 'exchanged'; record: ConvertRecord } | { type: 'unknown' } | { type: 'reload' };

export type ConvertScreenEmitted = { type: 'exchanged'; record: ConvertRecord } | { type: 'unknown' };

/** Relays the config and each new balance to the quote, and the quote's outcomes to the screen. */
const listen = fromCallback<ScreenEvent, ConvertScreenContext>(({ input, sendBack }) => {
  const stopConfig = watchSelected(input.config, selectQueryData<ConvertConfig>, (config) => {
    if (config) sendBack({ type: 'config.loaded', coins: config.coins });
  });
  const stopBalances = watchSelected(input.balances, selectQueryData<SpotAvailable>, (available) => {
    if (available) sendBack({ type: 'balances.loaded', available });
  });
  const exchanged = input.quote.on('exchanged', (event) => sendBack(event));
  const unknown = input.quote.on('unknown', () => sendBack({ type: 'unknown' }));
  return () => {
    stopConfig();
    stopBalances();
    exchanged.unsubscribe();
    unknown.unsubscribe();
  };
});

const RELOAD = ['reloadBalances', 'reloadRecords'] as const;

/**
 * The flash exchange screen: the coins on offer, the spot balances (for Max and the balance
 * rule), the quote and its confirmation, and the records. After an exchange, and after one
 * whose outcome is unknown, the balances and records reload and the outcome is emitted.
 */
export function createConvertScreenMachine(deps: ConvertScreenDeps) {
  return setup({
    types: {} as { context: ConvertScreenContext; events: ScreenEvent; emitted: ConvertScreenEmitted },
    actors: {
      config: deps.config,
      balances: deps.balances,
      records: deps.records,
      quote: deps.quote,
      listen,
    },
    actions: {
      reloadBalances: sendTo(({ context }) => context.balances, { type: 'reload' }),
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      relay: sendTo(
        ({ context }) => context.quote,
        ({ event }) => event as QuoteEvent,
      ),
    },
  }).createMachine({
    id: 'convertScreen',
    context: ({ spawn }) => ({
      config: spawn('config'),
      balances: spawn('balances'),
      records: spawn('records'),
      quote: spawn('quote', { input: { now: deps.now } }),
    }),
    invoke: { src: 'listen', input: ({ context }) => context },
    on: {
      'config.loaded': { actions: 'relay' },
      'balances.loaded': { actions: 'relay' },
      exchanged: { actions: [...RELOAD, emit(({ event }) => event)] },
      unknown: { actions: [...RELOAD, emit({ type: 'unknown' as const })] },
      reload: { actions: RELOAD },
    },
  });
}

export type ConvertScreenMachine = ReturnType<typeof createConvertScreenMachine>;
