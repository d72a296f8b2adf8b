import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shellMessages } from '../../desktop.messages';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from './use-document-title';

/** A page's breadcrumb and its translated title (the page's only h1). */
export function PageHeader({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(routeTitle(route.titleId));
  const home = intl.formatMessage(routeTitle('desktop.page.main'));
  useDocumentTitle(title);

  return (
    <div className="dt-page-header">
      <div className="dt-container">
        <nav aria-label={intl.formatMessage(shellMessages.breadcrumb)}>
          <ol className="dt-breadcrumb">
            <li>
              <Link to={pcPath('/main')}>{home}</Link>
            </li>
            {group.path !== '/' && (
              <li>
                <Link to={pcPath(group.path)}>{intl.formatMessage(routeTitle(group.titleId))}</Link>
              </li>
            )}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="dt-page-header__title" data-testid="page-title">
          {title}
        </h1>
      </div>
    </div>
  );
}
