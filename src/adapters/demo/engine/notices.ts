import type { UserRecord } from './user-records';

/**
 * The ids of the demo's announcements, newest first: all the header bell's count needs. Their
 * texts are the notices part's (parts/notices/notice-texts.ts, held to these by a test), which
 * loads with the messages screens instead of in the entry.
 */
export const NOTICE_IDS: readonly string[] = ['n4', 'n3', 'n2', 'n1'];

export function unreadCount(user: UserRecord): number {
  return NOTICE_IDS.filter((id) => !user.readNotices.includes(id)).length;
}
