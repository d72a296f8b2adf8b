import type { Notice } from '../../../../../domain/notices/notice';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { noticeDetail, noticePage } from './notice-texts';

export interface NoticeMethods {
  /** The user's notices (the help centre's articles are the help part's). */
  noticePage(token: string, pageNo: number, pageSize: number): Page<Notice>;
  /** One of the user's notices, marked read. */
  noticeDetail(token: string, id: string): Notice;
}

/**
 * The user's notices. A part of their own, registered by the messages module, so that their
 * texts load with the messages screens; the bell's count stays in the core. What a user has
 * read is the core's (the user record's readNotices), so the part owns no slice of the state.
 */
export const noticesPart: EnginePart<NoticeMethods> = {
  name: 'notices',
  methods: ({ signedIn }) => ({
    noticePage: (token, pageNo, pageSize) => signedIn(token, (user) => noticePage(user, pageNo, pageSize)),
    noticeDetail: (token, id) => signedIn(token, (user) => noticeDetail(user, id)),
  }),
};
