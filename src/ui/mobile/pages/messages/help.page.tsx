import { useIntl } from 'react-intl';
import { MessageDetail } from '../../../features/messages/message-detail';
import { MessageList } from '../../../features/messages/message-list';
import { helpMessages } from '../../../features/messages/messages.messages';
import { useLinkedMessageId, useMessageDetail } from '../../../features/messages/use-message-detail';
import { useHelpArticles } from '../../../features/messages/use-messages';
import '../../../features/wallet/wallet.css';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';

const articlePath = (id: string) => `/help?id=${encodeURIComponent(id)}`;
/** A help article is never unread: opening one tells the bell nothing. */
const nothingRead = () => undefined;

function HelpList() {
  const intl = useIntl();
  const list = useHelpArticles();
  return (
    <MessageList
      list={list}
      rows={list.items}
      detailPath={articlePath}
      footer={<ScrollMore list={list} />}
      emptyText={intl.formatMessage(helpMessages.empty)}
    />
  );
}

function HelpArticle({ id }: { id: string }) {
  const intl = useIntl();
  const view = useMessageDetail(id, nothingRead);
  return <MessageDetail view={view} listPath="/help" backLabel={intl.formatMessage(helpMessages.back)} />;
}

/**
 * /help (the home grid's Help centre and My's): the help articles, notices of the help type,
 * open to anyone; /help?id=... one of them, sanitised as every notice.
 */
export function HelpPage() {
  const t = useIntl().formatMessage;
  const id = useLinkedMessageId();
  return (
    <>
      <PageHeader title={t(id ? helpMessages.article : helpMessages.title)} backTo={id ? '/help' : '/my'} />
      <div className="m-page wl-view">
        <section className="wl-card" aria-label={t(helpMessages.title)} data-testid="help-centre">
          {id ? <HelpArticle key={id} id={id} /> : <HelpList />}
        </section>
      </div>
    </>
  );
}
