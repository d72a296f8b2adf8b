import { List } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AboutArticle } from '../../../features/messages/about-article';
import { ABOUT_PAGES, aboutTitles, isAboutPage } from '../../../features/messages/about.messages';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import './about.css';

function AboutList() {
  const intl = useIntl();
  return (
    <List className="m-list" data-testid="about-list">
      {ABOUT_PAGES.map((key) => (
        <List.Item key={key} arrowIcon>
          <Link to={`/about/${key}`} className="m-stretched-link" data-testid={`about-link-${key}`}>
            {intl.formatMessage(aboutTitles[key])}
          </Link>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * /about lists the About pages (the desktop's /pc/about ones, with the same texts);
 * /about/:page shows one, Contact us with the server's contact channels.
 */
export function AboutPage() {
  const intl = useIntl();
  const { page = '' } = useParams();
  const chosen = isAboutPage(page) ? page : null;
  return (
    <>
      <PageHeader
        title={intl.formatMessage(chosen ? aboutTitles[chosen] : pageTitles.about)}
        backTo={chosen ? '/about' : '/my'}
      />
      <div className="m-page">
        {chosen ? (
          <article className="m-card m-about" data-testid={`about-${chosen}`}>
            <AboutArticle page={chosen} />
          </article>
        ) : (
          <AboutList />
        )}
      </div>
    </>
  );
}
