import type { Page } from '../paging';
import type { Notice } from './notice';

/** Output port: notices and messages (/index/getNoticeCount, getNoticePage, getNoticeDetail). */
export interface NoticeGateway {
  unreadCount(): Promise<number>;
  page(pageNo: number, pageSize: number): Promise<Page<Notice>>;
  /** Opening a notice marks it read. */
  detail(id: string): Promise<Notice>;
}
