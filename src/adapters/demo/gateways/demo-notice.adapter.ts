import type { NoticeGateway } from '../../../domain/notices/notice.port';
import type { DemoExchange } from '../demo-exchange';

/**
 * The bell's count: the shell's, in the entry. The notices and the help articles are served
 * once the messages module has loaded their parts (withMessageTexts).
 */
export function createDemoNoticeGateway({ exchange }: { exchange: DemoExchange }): NoticeGateway {
  const notLoaded = () =>
    Promise.reject(
      new Error('Notices and help articles are served by the messages module (withMessageTexts).'),
    );
  return {
    unreadCount: () => exchange.call((engine, token) => engine.noticeCount(token)),
    page: notLoaded,
    detail: notLoaded,
  };
}
