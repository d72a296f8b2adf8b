import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../shared/common.messages';
import { shellMessages } from '../../desktop.messages';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { routeTitle } from '../../routes/route-titles.messages';
import { ComingSoonArt } from './coming-soon-art';
import { PageHeader } from './page-header';

/** The page of every route whose feature has not been built yet. */
export function ComingSoonPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <section className="dt-panel" data-testid="coming-soon">
          <Result
            icon={<ComingSoonArt />}
            title={intl.formatMessage(routeTitle(route.titleId))}
            subTitle={intl.formatMessage(commonMessages.comingSoon)}
            extra={
              <Link to={pcPath('/main')} className="dt-button dt-button--primary">
                {intl.formatMessage(shellMessages.backHome)}
              </Link>
            }
          />
        </section>
      </div>
    </>
  );
}
