export interface Notice {
  id: string;
  title: string;
  /** Server HTML: always sanitized before it is rendered. */
  content: string;
  createdAt: number;
  read: boolean;
}
