import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { subscriptionMessages as m } from '../../../features/products/subscription.messages';
import { ProjectDetail, ProjectsList } from '../../../features/products/subscription-views';
import { useSubscriptionScreen } from '../../../features/products/use-subscription-screen';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import { PageHeader } from '../../layout/page-header';

function ListBody() {
  const intl = useIntl();
  const view = useSubscriptionScreen(null);
  return (
    <ProjectsList
      view={view}
      detailLink={(row) => (
        <Link
          className="wl-action wl-action--primary"
          to={`/subscribe/detail?id=${encodeURIComponent(row.project.id)}`}
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
          to={`/login?redirect=${encodeURIComponent(`/subscribe/detail?id=${projectId}`)}`}
          data-testid="subscribe-login"
        >
          {label}
        </Link>
      )}
    />
  );
}

/** /subscribe (open and closed projects) and /subscribe/detail?id= (a project and its form): public. */
export function SubscribePage() {
  const intl = useIntl();
  const projectId = useSearchParams()[0].get('id');
  return (
    <>
      <PageHeader
        title={intl.formatMessage(projectId === null ? m.title : m.details)}
        backTo={projectId === null ? '/' : '/subscribe'}
        right={
          <Link to="/subscribe/record" data-testid="subscribe-to-records">
            {intl.formatMessage(m.mineShort)}
          </Link>
        }
      />
      <div className="m-page wl-view">
        {projectId === null ? <ListBody /> : <DetailBody key={projectId} projectId={projectId} />}
      </div>
    </>
  );
}
