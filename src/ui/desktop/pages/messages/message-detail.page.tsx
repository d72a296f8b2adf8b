import { MessageDetail } from '../../../features/messages/message-detail';
import { useLinkedMessageId, useMessageDetail } from '../../../features/messages/use-message-detail';
import { announceNoticeRead } from '../../../features/notices/refresh-notice';
import '../../../features/wallet/wallet.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';

function Detail({ id }: { id: string }) {
  const view = useMessageDetail(id, announceNoticeRead);
  return <MessageDetail view={view} listPath={pcPath('/setting/message?type=4')} />;
}

/** /pc/setting/msg-detail?id=...: one message, marked read as it opens (the bell drops at once). */
export function MessageDetailPage({ route, group }: DesktopPageProps) {
  const id = useLinkedMessageId();
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <section className="wl-card">
          <Detail key={id} id={id} />
        </section>
      </div>
    </>
  );
}
