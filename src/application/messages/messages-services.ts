import { fromPromise } from 'xstate';
import { NoticeKind, type Notice } from '../../domain/notices/notice';
import type { NoticeGateway } from '../../domain/notices/notice.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { CustomerLinks } from '../../domain/user/user';
import type { ParameterGateway } from '../../domain/user/user.port';
import { createListScreenMachine, type ListScreenMachine } from '../paging/list-screen.machine';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { contactLinksOf } from '../shared/contact-links';
import { createQueryMachine, provideQuery, type QueryMachine } from '../shared/query.machine';
import { messageDetailMachine, type MessageDetailMachine } from './message-detail.machine';

/** Input ports of the messages screens (the list, one message opened), the help centre and the About pages' contacts. */
export interface MessagesServices {
  /** The user's messages, newest first, 10 a page (SPEC section 4, "Paging"), with unread marks. */
  screen: ListScreenMachine<Notice>;
  /** The help centre's articles, ten a page, for anyone; one opens with `detail` as a message does. */
  help: ListScreenMachine<Notice>;
  detail: MessageDetailMachine;
  /** The contact channels (/paramter/getCustomer, the platform email) the About pages list. */
  contacts: QueryMachine<CustomerLinks>;
}

export interface MessagesServicesDeps {
  notices: NoticeGateway;
  params: ParameterGateway;
}

export function createMessagesServices({ notices, params }: MessagesServicesDeps): MessagesServices {
  const listOf = (kind: NoticeKind) =>
    createListScreenMachine(
      createPagedListMachine<Notice>().provide({
        actors: {
          fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
            // The messages are asked for as before, with no type; only the help names its own.
            kind === NoticeKind.help
              ? notices.page(input.pageNo, PAGE_SIZE, kind)
              : notices.page(input.pageNo, PAGE_SIZE),
          ),
        },
      }),
    );
  return {
    screen: listOf(NoticeKind.notice),
    help: listOf(NoticeKind.help),
    detail: messageDetailMachine().provide({
      actors: { detail: fromPromise(({ input }: { input: { id: string } }) => notices.detail(input.id)) },
    }),
    contacts: provideQuery(createQueryMachine<CustomerLinks>(), () => contactLinksOf(params)),
  };
}
