import { useIntl } from 'react-intl';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { subscriptionMessages as m } from '../../../features/products/subscription.messages';
import { ProjectDetail, ProjectsList } from '../../../features/products/subscription-views';
import { useSubscriptionScreen } from '../../../features/products/use-subscription-screen';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';

/** The subscription pages: the projects, and my subscriptions (which asks for a session). */
export function SubscribeNav() {
  const intl = useIntl();
  return (
    <nav className="pd-nav" aria-label={intl.formatMessage(m.title)}>
      <NavLink to={pcPath('/subscribe/list')}>{intl.formatMessage(m.title)}</NavLink>
      <NavLink to={pcPath('/subscribe/record')} data-testid="subscribe-to-records">
        {intl.formatMessage(m.mine)}
      </NavLink>
    </nav>
  );
}

function ListBody() {
  const intl = useIntl();
  const view = useSubscriptionScreen(null);
  return (
    <ProjectsList
      view={view}
      detailLink={(row) => (
        <Link
          className="wl-action wl-action--primary"
          to={pcPath(`/subscribe/detail?id=${encodeURIComponent(row.project.id)}`)}
          data-testid="project-open"
        >
          {intl.formatMessage(row.open ? m.subscribe : m.details)}
        </Link>
      )}
    />
  );
}

function DetailBody({ projectId }: { projectId: string }) {
  const view = useSubscriptionScreen(projectId);
  return (
    <ProjectDetail
      view={view}
      loginLink={(label) => (
        <Link
          className="wl-action wl-action--primary"
          // Back to this project once signed in, to subscribe where the visitor left off.
          to={`${pcPath('/login/login')}?redirect=${encodeURIComponent(pcPath(`/subscribe/detail?id=${projectId}`))}`}
          data-testid="subscribe-login"
        >
          {label}
        </Link>
      )}
    />
  );
}

/**
 * /pc/subscribe/list, /pc/subscribe/detail?id= and /pc/subscribe/preview?id= (all public, SPEC
 * section 4): the projects, and one project with its subscribe form (a visitor is asked to log
 * in to subscribe). The preview is the same public page of one project.
 */
export function SubscribePage({ route, group }: DesktopPageProps) {
  const [params] = useSearchParams();
  const projectId = params.get('id');
  const one = route.key !== 'subscribe.list' && projectId !== null;
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body pd-page">
        <SubscribeNav />
        {one ? <DetailBody key={projectId} projectId={projectId} /> : <ListBody />}
      </div>
    </>
  );
}
