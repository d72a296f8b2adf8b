import type { NoticeGateway } from '../../../domain/notices/notice.port';
import type { DemoExchange } from '../demo-exchange';

export function createDemoNoticeGateway({ exchange }: { exchange: DemoExchange }): NoticeGateway {
  return {
    unreadCount: () => exchange.call((engine, token) => engine.noticeCount(token)),
    page: (pageNo, pageSize, kind) =>
      exchange.call((engine, token) => engine.noticePage(token, pageNo, pageSize, kind)),
    detail: (id) => exchange.call((engine, token) => engine.noticeDetail(token, id)),
  };
}
