import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Notice } from '../../../domain/notices/notice';
import { PagedRecords } from '../../shared/paged/paged-records';
import { messagesMessages as m } from './messages.messages';
import type { MessagesView } from './use-messages';
import './messages.css';
import { RECORD_TIME } from '../../shared/record-time';

/** When a message was sent, as the lists show it. */
function MessageRow({ notice, to }: { notice: Notice; to: string }) {
  const intl = useIntl();
  return (
    <Link
      to={to}
      className={notice.read ? 'ms-row' : 'ms-row ms-row--unread'}
      data-testid="message-row"
      data-read={notice.read}
    >
      {!notice.read && (
        <span className="ms-dot" data-testid="message-unread">
          <span className="ms-sr">{intl.formatMessage(m.unread)}</span>
        </span>
      )}
      <span className="ms-row__title">{notice.title}</span>
      <time className="kit-muted ms-row__time" dateTime={new Date(notice.createdAt).toISOString()}>
        {intl.formatDate(notice.createdAt, RECORD_TIME)}
      </time>
    </Link>
  );
}

/** The messages (or help articles) with their unread marks, each a link to its detail; paging from the form factor. */
export function MessageList({
  list,
  rows,
  detailPath,
  footer,
  emptyText,
}: {
  list: MessagesView;
  rows: readonly Notice[];
  detailPath: (id: string) => string;
  footer?: ReactNode;
  /** Said when there is none (default: no messages). */
  emptyText?: string;
}) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={{ ...list, items: rows }}
      emptyText={emptyText ?? intl.formatMessage(m.empty)}
      testId="message-list"
      listClassName="ms-list"
      row={(notice) => <MessageRow notice={notice} to={detailPath(notice.id)} />}
      rowKey={(notice) => notice.id}
      footer={footer}
    />
  );
}
