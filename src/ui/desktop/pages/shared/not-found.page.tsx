import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shellMessages } from '../../desktop.messages';
import { pcPath } from '../../routes/desktop-routes';
import { useDocumentTitle } from './use-document-title';

/** Any path below /pc that the route table does not know. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage(shellMessages.notFoundTitle);
  useDocumentTitle(title);

  return (
    <div className="dt-container dt-page-body dt-not-found" data-testid="not-found">
      <Result
        icon={
          <span className="dt-not-found__code" aria-hidden="true">
            404
          </span>
        }
        title={<h1 className="dt-not-found__title">{title}</h1>}
        subTitle={intl.formatMessage(shellMessages.notFoundText)}
        extra={
          <Link to={pcPath('/main')} className="dt-button dt-button--primary" data-testid="not-found-home">
            {intl.formatMessage(shellMessages.backHome)}
          </Link>
        }
      />
    </div>
  );
}
