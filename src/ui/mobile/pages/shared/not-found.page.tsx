import { ErrorBlock } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';

const messages = defineMessages({
  text: { id: 'mobile.notFound.text', defaultMessage: 'The page you are looking for does not exist.' },
  home: { id: 'mobile.notFound.home', defaultMessage: 'Back to home' },
});

/** Any unknown mobile path. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.notFound);
  return (
    <>
      <PageHeader title={title} backTo="/" />
      <div className="m-page">
        <ErrorBlock
          className="m-empty"
          status="empty"
          image={<span className="m-empty__code">404</span>}
          title={intl.formatMessage(messages.text)}
          description={null}
        >
          <Link to="/" className="m-link-button" data-testid="not-found-home">
            {intl.formatMessage(messages.home)}
          </Link>
        </ErrorBlock>
      </div>
    </>
  );
}
