import { NoticeKind } from '../../../domain/notices/notice';
import type { NoticeGateway } from '../../../domain/notices/notice.port';
import type { DemoExchange } from '../demo-exchange';
import { helpPart } from '../engine/parts/help/help.part';

/**
 * The shell's notices with the help centre's articles, which the exchange's help part serves:
 * registered by the messages module, so that the articles' texts stay out of the entry.
 */
export function withHelpArticles(notices: NoticeGateway, exchange: DemoExchange): NoticeGateway {
  const help = exchange.part(helpPart);
  return {
    ...notices,
    page: (pageNo, pageSize, kind) =>
      kind === NoticeKind.help
        ? help.call((engine) => engine.helpPage(pageNo, pageSize))
        : notices.page(pageNo, pageSize, kind),
    detail: async (id) => (await help.call((engine) => engine.helpArticle(id))) ?? notices.detail(id),
  };
}
