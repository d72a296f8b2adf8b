import { NoticeKind } from '../../../domain/notices/notice';
import type { NoticeGateway } from '../../../domain/notices/notice.port';
import type { DemoExchange } from '../demo-exchange';

/** The user's notices and the bell's count: the shell's, in the entry. */
export function createDemoNoticeGateway({ exchange }: { exchange: DemoExchange }): NoticeGateway {
  return {
    unreadCount: () => exchange.call((engine, token) => engine.noticeCount(token)),
    page: (pageNo, pageSize, kind) =>
      kind === NoticeKind.help
        ? Promise.reject(new Error('Help articles are served by the messages module (withHelpArticles).'))
        : exchange.call((engine, token) => engine.noticePage(token, pageNo, pageSize)),
    detail: (id) => exchange.call((engine, token) => engine.noticeDetail(token, id)),
  };
}
