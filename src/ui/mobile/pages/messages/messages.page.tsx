import { useIntl } from 'react-intl';
import { MessageList } from '../../../features/messages/message-list';
import { messagesMessages } from '../../../features/messages/messages.messages';
import { useMessages } from '../../../features/messages/use-messages';
import '../../../features/wallet/wallet.css';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';
import { UnreadBadge } from './unread-badge';

const detailPath = (id: string) => `/setting/msg-detail?id=${encodeURIComponent(id)}`;

/** /setting/message?type=4: the messages with their unread marks, scrolled page by page. */
export function MessagesPage() {
  const intl = useIntl();
  const list = useMessages();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(messagesMessages.title)}
        backTo="/my"
        right={<UnreadBadge testId="messages-unread" bell />}
      />
      <div className="m-page wl-view">
        <section className="wl-card" aria-label={intl.formatMessage(messagesMessages.title)}>
          <MessageList
            list={list}
            rows={list.items}
            detailPath={detailPath}
            footer={<ScrollMore list={list} />}
          />
        </section>
      </div>
    </>
  );
}
