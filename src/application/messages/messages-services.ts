import { fromPromise } from 'xstate';
import type { Notice } from '../../domain/notices/notice';
import type { NoticeGateway } from '../../domain/notices/notice.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { CustomerLinks } from '../../domain/user/user';
import type { ParameterGateway } from '../../domain/user/user.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { contactLinksOf } from '../shared/contact-links';
import { createQueryMachine, provideQuery, type QueryMachine } from '../shared/query.machine';
import { messageDetailMachine, type MessageDetailMachine } from './message-detail.machine';
import { createMessagesScreenMachine, type MessagesScreenMachine } from './messages-screen.machine';

/** Input ports of the messages screens (the list, one message opened) and the About pages' contacts. */
export interface MessagesServices {
  screen: MessagesScreenMachine;
  detail: MessageDetailMachine;
  /** The contact channels (/paramter/getCustomer, the platform email) the About pages list. */
  contacts: QueryMachine<CustomerLinks>;
}

export interface MessagesServicesDeps {
  notices: NoticeGateway;
  params: ParameterGateway;
}

export function createMessagesServices({ notices, params }: MessagesServicesDeps): MessagesServices {
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
    contacts: provideQuery(createQueryMachine<CustomerLinks>(), () => contactLinksOf(params)),
  };
}
