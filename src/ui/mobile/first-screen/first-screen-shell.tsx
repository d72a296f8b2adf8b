import { MarketOverviewPlaceholder } from '../../features/market/overview/market-overview';
import { LineIcon } from '../layout/line-icon';
import { HEADSET } from '../layout/customer-service-button';
import { TabBarView } from '../layout/mobile-tab-bar';
import { HomeHero } from '../pages/home/home-hero';
import { DemoNotice, HomeHeader } from '../pages/home/home-header';
import '../pages/home/home.css';

/**
 * The mobile home as the build paints it (render-first-screen.tsx): the frame, the greeting
 * (the largest paint of the first screen), the market list's placeholder rows and the tabs,
 * from the home page's own parts. No state and no services: the app draws the rest under it.
 */
export function FirstScreenShell({ demo }: { demo: boolean }) {
  return (
    <div className="m-app">
      <main className="m-main">
        <HomeHeader
          demo={demo}
          left={
            <span className="m-icon-button m-cs-entry">
              <LineIcon d={HEADSET} />
            </span>
          }
        />
        <div className="m-page">
          <HomeHero />
          {demo && <DemoNotice />}
          <MarketOverviewPlaceholder moreHref="/market" />
        </div>
      </main>
      <TabBarView active="home" tradePath="/trade" />
    </div>
  );
}
