import type { Notice } from '../../../../../domain/notices/notice';
import type { Page } from '../../../../../domain/paging';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { pageOf } from '../../paging';

export const NO_NOTICE = 'The notice does not exist';

type NoticeText = Omit<Notice, 'read'>;

/**
 * The demo's announcements, newest first, their ids the core's NOTICE_IDS (which the bell's
 * count reads). Server HTML: the app sanitizes it before rendering.
 */
export const NOTICES: readonly NoticeText[] = [
  {
    id: 'n4',
    title: 'Welcome to the demo exchange',
    content:
      '<p>Everything here runs in your browser on a <b>simulated market</b>: no real money moves and no email is sent.</p>' +
      '<p>Your account starts with a <b>welcome balance</b> on spot, and a demo account for practice.</p>',
    createdAt: Date.UTC(2025, 5, 1, 8, 0),
  },
  {
    id: 'n3',
    title: 'How seconds contracts are settled',
    content:
      '<p>Each order settles on the price feed alone: <b>up</b> wins if the settlement price is above the entry price, ' +
      '<b>down</b> wins if it is below, and an unchanged price returns your stake.</p>' +
      '<p>Every settled order shows its entry price, settlement price, times and price source. ' +
      '<a href="https://example.com/help/seconds-contract" target="_blank" rel="noopener noreferrer">Read the rules</a>.</p>',
    createdAt: Date.UTC(2025, 4, 20, 8, 0),
  },
  {
    id: 'n2',
    title: 'New pay coin: USDC',
    content:
      '<p>Seconds contracts can now be opened with <b>USDC</b> as well as USDT. ' +
      'Transfer USDC from spot to your contract account to get started.</p>',
    createdAt: Date.UTC(2025, 3, 2, 8, 0),
  },
  {
    id: 'n1',
    title: 'Scheduled maintenance notice',
    content:
      '<p>Deposits and withdrawals will pause for about <b>30 minutes</b> during wallet maintenance. ' +
      'Trading is not affected.</p><p>Thank you for your patience.</p>',
    createdAt: Date.UTC(2025, 1, 14, 2, 0),
  },
];

function withReadState(user: UserRecord, notice: NoticeText): Notice {
  return { ...notice, read: user.readNotices.includes(notice.id) };
}

export function noticePage(user: UserRecord, pageNo: number, pageSize: number): Page<Notice> {
  return pageOf(
    NOTICES.map((notice) => withReadState(user, notice)),
    pageNo,
    pageSize,
  );
}

/** Opening a notice marks it read for this user. */
export function noticeDetail(user: UserRecord, id: string): Notice {
  const notice = NOTICES.find((candidate) => candidate.id === id);
  if (!notice) refuse(NO_NOTICE);
  if (!user.readNotices.includes(notice.id)) user.readNotices.push(notice.id);
  return withReadState(user, notice);
}
