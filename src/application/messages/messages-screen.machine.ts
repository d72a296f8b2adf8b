import { sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../domain/notices/notice';
import type { PagedListMachine } from '../paging/paged-list.machine';

export interface MessagesScreenDeps {
  /** The user's messages, newest first, 10 a page (SPEC section 4, "Paging"). */
  list: PagedListMachine<Notice>;
}

export interface MessagesScreenContext {
  list: ActorRefFrom<PagedListMachine<Notice>>;
}

/**
 * The messages screen (/setting/message?type=4): the paged list with each row's unread mark.
 * Reading happens on the detail screen; coming back opens this one afresh, so the marks are
 * the server's. `reload` starts the list over from page 1.
 */
export function createMessagesScreenMachine(deps: MessagesScreenDeps) {
  return setup({
    types: {} as { context: MessagesScreenContext; events: { type: 'reload' } },
    actors: { list: deps.list },
  }).createMachine({
    id: 'messagesScreen',
    context: ({ spawn }) => ({ list: spawn('list') }),
    on: { reload: { actions: sendTo(({ context }) => context.list, { type: 'reload' }) } },
  });
}

export type MessagesScreenMachine = ReturnType<typeof createMessagesScreenMachine>;
