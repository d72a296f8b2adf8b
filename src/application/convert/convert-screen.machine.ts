import { emit, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ConvertConfig, ConvertRecord } from '../../domain/convert/convert';
import { availableByCoin } from '../../domain/wallet/balances';
import { forward, forwardLogic } from '../shared/forward';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { QueryMachine } from '../shared/query.machine';
import { selectQueryData } from '../shared/query.selectors';
import type { SpotAccount } from '../shared/spot-account.machine';
import { selectSpotRows } from '../shared/spot-account.selectors';
import { watchSelected } from '../shared/watch-selected';
import type { ConvertQuoteMachine, QuoteEvent } from './convert-quote.machine';

export interface ConvertScreenDeps {
  config: QueryMachine<ConvertConfig>;
  records: PagedListMachine<ConvertRecord>;
  quote: ConvertQuoteMachine;
  /** The app's spot account: what an exchange spends from and pays into. */
  spotAccount: SpotAccount;
  /** Server time (the Clock port), for the quote's life. */
  now: () => number;
}

export interface ConvertScreenContext {
  config: ActorRefFrom<QueryMachine<ConvertConfig>>;
  records: ActorRefFrom<PagedListMachine<ConvertRecord>>;
  quote: ActorRefFrom<ConvertQuoteMachine>;
  spotAccount: SpotAccount;
}

export type ConvertScreenEmitted = { type: 'exchanged'; record: ConvertRecord } | { type: 'unknown' };

/** What the quote hears relayed, and its outcomes forwarded. */
type ScreenEvent = QuoteEvent | ConvertScreenEmitted;

/**
 * Relays the coins on offer and each new spot balance to the quote. Watched state, not events:
 * a query and the app-wide spot account tell nobody when they answer, they change.
 */
const watchTerms = fromCallback<ScreenEvent, Pick<ConvertScreenContext, 'config' | 'spotAccount'>>(
  ({ input, sendBack }) => {
    const stopConfig = watchSelected(input.config, selectQueryData<ConvertConfig>, (config) => {
      if (config) sendBack({ type: 'config.loaded', coins: config.coins });
    });
    const stopBalances = watchSelected(input.spotAccount, selectSpotRows, (rows) => {
      if (rows) sendBack({ type: 'balances.loaded', available: availableByCoin(rows) });
    });
    return () => {
      stopConfig();
      stopBalances();
    };
  },
);

const RELOAD = ['reloadBalances', 'reloadRecords'] as const;

/**
 * The flash exchange screen: the coins on offer, the spot balances (for Max and the balance
 * rule, from the app's spot account), the quote and its confirmation, and the records. After
 * an exchange, and after one whose outcome is unknown, the balances and records reload and
 * the outcome is emitted.
 */
export function createConvertScreenMachine(deps: ConvertScreenDeps) {
  return setup({
    types: {} as { context: ConvertScreenContext; events: ScreenEvent; emitted: ConvertScreenEmitted },
    actors: {
      config: deps.config,
      records: deps.records,
      quote: deps.quote,
      watchTerms,
      forward: forwardLogic,
    },
    actions: {
      loadBalances: sendTo(({ context }) => context.spotAccount, { type: 'load' }),
      reloadBalances: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
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
      records: spawn('records'),
      quote: spawn('quote', { input: { now: deps.now } }),
      spotAccount: deps.spotAccount,
    }),
    entry: 'loadBalances',
    invoke: [
      { src: 'watchTerms', input: ({ context }) => context },
      forward(({ quote }: ConvertScreenContext) => quote, ['exchanged', 'unknown']),
    ],
    on: {
      'config.loaded': { actions: 'relay' },
      'balances.loaded': { actions: 'relay' },
      exchanged: { actions: [...RELOAD, emit(({ event }) => event)] },
      unknown: { actions: [...RELOAD, emit({ type: 'unknown' as const })] },
    },
  });
}

export type ConvertScreenMachine = ReturnType<typeof createConvertScreenMachine>;
