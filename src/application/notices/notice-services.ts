import { fromPromise } from 'xstate';
import type { NoticeGateway } from '../../domain/notices/notice.port';
import { noticeCountMachine, type NoticeCountMachine } from './notice-count.machine';

/** The header bell's unread count (signed-in users). */
export interface NoticeServices {
  count: NoticeCountMachine;
}

export function createNoticeServices({ notices }: { notices: NoticeGateway }): NoticeServices {
  return {
    count: noticeCountMachine().provide({
      actors: { unreadCount: fromPromise(() => notices.unreadCount()) },
    }),
  };
}
