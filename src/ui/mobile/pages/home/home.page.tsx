import { Suspense } from 'react';
import { lazyPage } from '../../../shared/lazy-page';
import { useServices } from '../../../shared/services-context';
import { MarketOverview } from '../../../features/market/overview/market-overview';
import { useSignedIn } from '../../../shared/session-actor';
import { useFirstScreenHandover } from '../../../shared/use-first-screen-handover';
import { CustomerServiceButton } from '../../layout/customer-service-button';
import { HomeHero } from './home-hero';
import { DemoNotice, HomeHeader } from './home-header';
import { ProductGrid } from './product-grid';
import './home.css';

// The wallet's code loads for signed-in users only, with their total.
const HomeAssets = lazyPage(() => import('./home-assets'), 'HomeAssets', ['wallet']);

/** The Home tab: the greeting (visitors) or the total assets (users), demo-mode notice, products. */
export function HomePage() {
  const { backendMode } = useServices();
  const signedIn = useSignedIn();
  const demo = backendMode === 'demo';
  useFirstScreenHandover();
  return (
    <>
      <HomeHeader demo={demo} left={<CustomerServiceButton />} />
      <div className="m-page">
        {signedIn ? (
          <Suspense fallback={<div className="wl-skeleton wl-skeleton--total" aria-hidden="true" />}>
            <HomeAssets />
          </Suspense>
        ) : (
          <HomeHero />
        )}
        {demo && <DemoNotice />}
        <MarketOverview pairHref={(symbol) => `/market/${symbol}`} moreHref="/market" />
        <ProductGrid />
      </div>
    </>
  );
}
