import { NoticeKind } from '../../../domain/notices/notice';
import type { NoticeGateway } from '../../../domain/notices/notice.port';
import type { DemoExchange } from '../demo-exchange';
import { helpPart } from '../engine/parts/help/help.part';
import { noticesPart } from '../engine/parts/notices/notices.part';

/**
 * The shell's count with the user's notices and the help centre's articles, which the
 * exchange's notices and help parts serve: registered by the messages module, so that their
 * texts stay out of the entry.
 */
export function withMessageTexts(shell: NoticeGateway, exchange: DemoExchange): NoticeGateway {
  const help = exchange.part(helpPart);
  const notices = exchange.part(noticesPart);
  return {
    unreadCount: () => shell.unreadCount(),
    page: (pageNo, pageSize, kind) =>
      kind === NoticeKind.help
        ? help.call((engine) => engine.helpPage(pageNo, pageSize))
        : notices.call((engine, token) => engine.noticePage(token, pageNo, pageSize)),
    detail: async (id) =>
      (await help.call((engine) => engine.helpArticle(id))) ??
      notices.call((engine, token) => engine.noticeDetail(token, id)),
  };
}
