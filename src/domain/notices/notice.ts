export interface Notice {
  id: string;
  title: string;
  /** Server HTML: always sanitized before it is rendered. */
  content: string;
  createdAt: number;
  read: boolean;
}

/**
 * What a notice is: an announcement or message for the user (the bell's, marked read when
 * opened), or a help-centre article (the same shape and sanitising, for anyone, never unread).
 */
export const NoticeKind = { notice: 'notice', help: 'help' } as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];
