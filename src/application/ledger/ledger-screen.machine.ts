import { assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import {
  NO_LEDGER_FILTER,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerFilters,
} from '../../domain/ledger/ledger';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { QueryMachine } from '../shared/query.machine';
import type { LedgerExportForm } from './ledger-export.form';

export type { LedgerExportRequest } from './ledger-export.form';

export interface LedgerScreenDeps {
  /** The log filtered one way, page by page. */
  entries(filter: LedgerFilter): PagedListMachine<LedgerEntry>;
  filters: QueryMachine<LedgerFilters>;
  exportCsv: LedgerExportForm;
}

export interface LedgerScreenContext {
  filter: LedgerFilter;
  /** The list of the current filter; a new filter starts a new list at page 1. */
  list: ActorRefFrom<PagedListMachine<LedgerEntry>>;
  filters: ActorRefFrom<QueryMachine<LedgerFilters>>;
  exportCsv: ActorRefFrom<LedgerExportForm>;
}

export type LedgerScreenEvent =
  { type: 'filter.type'; value: string } | { type: 'filter.coin'; value: string } | { type: 'reload' };

export interface LedgerScreenInput {
  /** The type filter to open with (a link's ?type=...), '' for all. */
  type?: string;
}

/**
 * The transaction log screen: the filters on offer, the list of the chosen filter (page 1
 * replaces, later pages append, no more at sum), and the CSV export of that same list.
 */
export function createLedgerScreenMachine(deps: LedgerScreenDeps) {
  return setup({
    types: {} as { context: LedgerScreenContext; events: LedgerScreenEvent; input: LedgerScreenInput },
    actors: { filters: deps.filters, exportCsv: deps.exportCsv },
    actions: {
      refilter: assign(({ context, event, spawn }) => {
        const filter =
          event.type === 'filter.type'
            ? { ...context.filter, type: event.value }
            : event.type === 'filter.coin'
              ? { ...context.filter, currency: event.value }
              : context.filter;
        return { filter, list: spawn(deps.entries(filter)) };
      }),
    },
  }).createMachine({
    id: 'ledgerScreen',
    context: ({ input, spawn }) => {
      const filter = { ...NO_LEDGER_FILTER, type: input.type ?? '' };
      return {
        filter,
        list: spawn(deps.entries(filter)),
        filters: spawn('filters'),
        exportCsv: spawn('exportCsv', { input: { terms: null } }),
      };
    },
    on: {
      'filter.type': { actions: [stopChild(({ context }) => context.list), 'refilter'] },
      'filter.coin': { actions: [stopChild(({ context }) => context.list), 'refilter'] },
      reload: { actions: [stopChild(({ context }) => context.list), 'refilter'] },
    },
  });
}

export type LedgerScreenMachine = ReturnType<typeof createLedgerScreenMachine>;
