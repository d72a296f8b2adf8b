import { useIntl } from 'react-intl';
import { useServices } from '../../../shared/services-context';
import { MarketOverview } from '../../../features/market/overview/market-overview';
import { useSignedIn } from '../../../shared/session-actor';
import { CustomerServiceButton } from '../../layout/customer-service-button';
import { PageHeader } from '../../layout/page-header';
import { commonMessages } from '../../../shared/common.messages';
import { HomeHero } from './home-hero';
import { ProductGrid } from './product-grid';
import './home.css';

/** The Home tab: greeting, demo-mode notice and the product entries. */
export function HomePage() {
  const intl = useIntl();
  const { backendMode } = useServices();
  const signedIn = useSignedIn();
  const demo = backendMode === 'demo';
  return (
    <>
      <PageHeader
        title={
          <span className="m-brand">
            <span className="m-brand__mark" aria-hidden="true" />
            {intl.formatMessage(commonMessages.appName)}
          </span>
        }
        left={<CustomerServiceButton />}
        right={
          demo ? <span className="m-badge">{intl.formatMessage(commonMessages.demoBadge)}</span> : undefined
        }
      />
      <div className="m-page">
        <HomeHero signedIn={signedIn} />
        {demo && (
          <p className="m-notice" role="note">
            {intl.formatMessage(commonMessages.demoNotice)}
          </p>
        )}
        <MarketOverview pairHref={(symbol) => `/market/${symbol}`} moreHref="/market" />
        <ProductGrid />
      </div>
    </>
  );
}
