import { useIntl } from 'react-intl';
import { MessageDetail } from '../../../features/messages/message-detail';
import { messagesMessages } from '../../../features/messages/messages.messages';
import { useLinkedMessageId, useMessageDetail } from '../../../features/messages/use-message-detail';
import { announceNoticeRead } from '../../../features/notices/refresh-notice';
import '../../../features/wallet/wallet.css';
import { PageHeader } from '../../layout/page-header';
import { UnreadBadge } from './unread-badge';

const LIST_PATH = '/setting/message?type=4';

function Detail({ id }: { id: string }) {
  const view = useMessageDetail(id, announceNoticeRead);
  return <MessageDetail view={view} listPath={LIST_PATH} />;
}

/** /setting/msg-detail?id=...: one message, marked read as it opens (the badge drops at once). */
export function MessageDetailPage() {
  const intl = useIntl();
  const id = useLinkedMessageId();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(messagesMessages.detail)}
        backTo={LIST_PATH}
        right={<UnreadBadge testId="messages-unread" bell />}
      />
      <div className="m-page wl-view">
        <section className="wl-card">
          <Detail key={id} id={id} />
        </section>
      </div>
    </>
  );
}
