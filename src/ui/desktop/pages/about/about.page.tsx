import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AboutArticle } from '../../../features/messages/about-article';
import { ABOUT_PAGES, isAboutPage } from '../../../features/messages/about.messages';
import { shellMessages } from '../../desktop.messages';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { routeTitle } from '../../routes/route-titles.messages';
import { PageHeader } from '../shared/page-header';

/** The About pages: a side list of all five and the chosen one's text (Contact us: the channels). */
export function AboutPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const page = isAboutPage(route.path) ? route.path : 'us';
  const sideLabel = intl.formatMessage(shellMessages.aboutNav);

  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body dt-about">
        <nav className="dt-about__nav" aria-label={sideLabel}>
          <ul>
            {ABOUT_PAGES.map((key) => (
              <li key={key}>
                <Link
                  to={pcPath(`/about/${key}`)}
                  className={key === page ? 'dt-about__link dt-about__link--active' : 'dt-about__link'}
                  aria-current={key === page ? 'page' : undefined}
                >
                  {intl.formatMessage(routeTitle(`desktop.page.about.${key}`))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="dt-panel dt-about__article" data-testid={`about-${page}`}>
          <AboutArticle page={page} />
        </article>
      </div>
    </>
  );
}
