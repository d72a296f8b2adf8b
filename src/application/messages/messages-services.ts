import { fromPromise } from 'xstate';
import type { Notice } from '../../domain/notices/notice';
import type { NoticeGateway } from '../../domain/notices/notice.port';
import { PAGE_SIZE } from '../../domain/paging';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { messageDetailMachine, type MessageDetailMachine } from './message-detail.machine';
import { createMessagesScreenMachine, type MessagesScreenMachine } from './messages-screen.machine';

/** Input ports of the messages screens: the list and one message opened. */
export interface MessagesServices {
  screen: MessagesScreenMachine;
  detail: MessageDetailMachine;
}

export function createMessagesServices({ notices }: { notices: NoticeGateway }): MessagesServices {
  const list = createPagedListMachine<Notice>().provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
        notices.page(input.pageNo, PAGE_SIZE),
      ),
    },
  });
  return {
    screen: createMessagesScreenMachine({ list }),
    detail: messageDetailMachine.provide({
      actors: { detail: fromPromise(({ input }: { input: { id: string } }) => notices.detail(input.id)) },
    }),
  };
}
