import { useIntl } from 'react-intl';
import { MessageList } from '../../../features/messages/message-list';
import { messagesMessages } from '../../../features/messages/messages.messages';
import { useMessages } from '../../../features/messages/use-messages';
import '../../../features/wallet/wallet.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { PageHeader } from '../shared/page-header';

const detailPath = (id: string) => pcPath(`/setting/msg-detail?id=${encodeURIComponent(id)}`);

/** /pc/setting/message?type=4 (the bell's link): the messages, 10 a page, unread marked. */
export function MessagesPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const list = useMessages();
  const paging = useDesktopPaging(list, messagesMessages.pages);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <section className="wl-card" aria-label={intl.formatMessage(messagesMessages.title)}>
          <MessageList list={list} rows={paging.rows} detailPath={detailPath} footer={paging.footer} />
        </section>
      </div>
    </>
  );
}
