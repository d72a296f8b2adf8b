import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../shared/common.messages';
import { RetryAlert } from '../../shared/retry-alert';
import { SafeHtml } from '../../shared/safe-html/safe-html';
import { RECORD_TIME } from '../../shared/record-time';
import { messagesMessages as m } from './messages.messages';
import type { MessageDetailView } from './use-message-detail';
import './messages.css';

/**
 * One message (or help article): its title, time and sanitised body; loading, missing and
 * failed states; a link back to its list, named `backLabel` (default: to the messages).
 */
export function MessageDetail({
  view,
  listPath,
  backLabel,
}: {
  view: MessageDetailView;
  listPath: string;
  backLabel?: string;
}) {
  const intl = useIntl();
  const { notice } = view;
  return (
    <article
      className="ms-detail"
      aria-labelledby={notice ? 'message-title' : undefined}
      data-testid="message-detail"
    >
      {view.loading && (
        <p className="kit-muted kit-state" role="status">
          {intl.formatMessage(commonMessages.loading)}
        </p>
      )}
      {view.missing && <p className="kit-muted kit-state">{intl.formatMessage(m.missing)}</p>}
      {view.error !== null && (
        <RetryAlert
          text={view.error}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={view.retry}
        />
      )}
      {notice && (
        <>
          <h2 id="message-title" className="ms-detail__title">
            {notice.title}
          </h2>
          <p className="kit-muted">{intl.formatDate(notice.createdAt, RECORD_TIME)}</p>
          <SafeHtml html={notice.content} className="ms-body" testId="message-body" />
        </>
      )}
      <p>
        <Link to={listPath} className="kit-link" data-testid="message-back">
          {backLabel ?? intl.formatMessage(m.back)}
        </Link>
      </p>
    </article>
  );
}
