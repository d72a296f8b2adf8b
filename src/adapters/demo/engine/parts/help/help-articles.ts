import type { Notice } from '../../../../../domain/notices/notice';
import type { Page } from '../../../../../domain/paging';
import { pageOf } from '../../paging';

/**
 * The demo's help centre: notices of the help type, for anyone (no session), never unread.
 * Server HTML like every notice: the app sanitizes it before rendering.
 */
export const HELP_ARTICLES: readonly Notice[] = [
  {
    id: 'h1',
    title: 'How do I register and log in?',
    content:
      '<p>Register with your email: ask for a <b>verification code</b>, type it, choose a password and agree to the user agreement. ' +
      'If a friend invited you, open their invite link and the invite code is filled in for you.</p>' +
      '<p>To log in, ask for a new code each time and enter it with your password.</p>',
    createdAt: Date.UTC(2025, 5, 2, 8, 0),
    read: true,
  },
  {
    id: 'h2',
    title: 'How do I deposit and withdraw?',
    content:
      '<p>Open <b>Deposit</b>, choose the coin and its network, and send to the address or QR code shown. ' +
      'The deposit is credited once the network has confirmed it.</p>' +
      '<p>To withdraw, set a <b>fund password</b> first, then enter the address, the network and the amount.</p>',
    createdAt: Date.UTC(2025, 5, 1, 8, 0),
    read: true,
  },
  {
    id: 'h3',
    title: 'How do I invite friends?',
    content:
      '<p>Open <b>Invite</b> to find your invite code, your link and its QR code. ' +
      'Whoever registers with them is listed under <b>My invitees</b>, with the email partly hidden.</p>',
    createdAt: Date.UTC(2025, 4, 30, 8, 0),
    read: true,
  },
  {
    id: 'h4',
    title: 'How do I keep my account safe?',
    content:
      '<p>Bind an <b>authenticator</b> in the security centre and keep its recovery codes offline. ' +
      'Never share your password, email codes or fund password, not even with customer service.</p>',
    createdAt: Date.UTC(2025, 4, 28, 8, 0),
    read: true,
  },
];

export const helpPage = (pageNo: number, pageSize: number): Page<Notice> =>
  pageOf(HELP_ARTICLES, pageNo, pageSize);

export const helpArticle = (id: string): Notice | undefined =>
  HELP_ARTICLES.find((article) => article.id === id);
