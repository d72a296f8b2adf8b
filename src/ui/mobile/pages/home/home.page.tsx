import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyPage } from '../../../shared/lazy-page';
import { useServices } from '../../../shared/services-context';
import { MarketOverview } from '../../../features/market/overview/market-overview';
import { useSignedIn } from '../../../shared/session-actor';
import { CustomerServiceButton } from '../../layout/customer-service-button';
import { PageHeader } from '../../layout/page-header';
import { commonMessages } from '../../../shared/common.messages';
import { HomeHero } from './home-hero';
import { ProductGrid } from './product-grid';
import './home.css';

// The wallet's code loads for signed-in users only, with their total.
const HomeAssets = lazyPage(() => import('./home-assets'), 'HomeAssets', ['wallet']);

/** The Home tab: the greeting (visitors) or the total assets (users), demo-mode notice, products. */
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
        {signedIn ? (
          <Suspense fallback={<div className="wl-skeleton wl-skeleton--total" aria-hidden="true" />}>
            <HomeAssets />
          </Suspense>
        ) : (
          <HomeHero />
        )}
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
