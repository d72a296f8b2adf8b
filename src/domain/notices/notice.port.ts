import type { Page } from '../paging';
import type { Notice, NoticeKind } from './notice';

/** Output port: notices and messages (/index/getNoticeCount, getNoticePage, getNoticeDetail). */
export interface NoticeGateway {
  unreadCount(): Promise<number>;
  /** The user's notices; with `help`, the help centre's articles (no session needed). */
  page(pageNo: number, pageSize: number, kind?: NoticeKind): Promise<Page<Notice>>;
  /** Opening a notice marks it read; a help article opens for anyone. */
  detail(id: string): Promise<Notice>;
}
