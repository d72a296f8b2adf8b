import { sendTo, setup, type ActorRefFrom } from 'xstate';
import type { PagedListMachine } from './paged-list.machine';

export interface ListScreenContext<T> {
  list: ActorRefFrom<PagedListMachine<T>>;
}

/**
 * A screen that is one server list read page by page (the messages, the help articles, the
 * invitees): the parent owns the paged list, so the page starts one actor. Coming back opens
 * it afresh, so what it shows is the server's. `reload` starts the list over from page 1.
 */
export function createListScreenMachine<T>(list: PagedListMachine<T>) {
  return setup({
    types: {} as { context: ListScreenContext<T>; events: { type: 'reload' } },
    actors: { list },
  }).createMachine({
    id: 'listScreen',
    context: ({ spawn }) => ({ list: spawn('list') }),
    on: { reload: { actions: sendTo(({ context }) => context.list, { type: 'reload' }) } },
  });
}

export type ListScreenMachine<T> = ReturnType<typeof createListScreenMachine<T>>;
