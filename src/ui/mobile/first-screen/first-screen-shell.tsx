import type { ReactNode } from 'react';
import { MarketOverviewPlaceholder } from '../../features/market/overview/market-overview';
import { LineIcon } from '../layout/line-icon';
import { HEADSET } from '../layout/customer-service-button';
import { TabBarView } from '../layout/mobile-tab-bar';
import type { TabKey } from '../layout/tab-icons';
import { HomeHero } from '../pages/home/home-hero';
import { DemoNotice, HomeHeader } from '../pages/home/home-header';
import '../pages/home/home.css';

/**
 * The mobile frame as the app draws it (mobile-layout.tsx): the page in <main>, the tabs with
 * the page's own tab active. The Trade tab leads to the contract, as a visitor's first use does.
 */
export function FirstScreenFrame({ active, children }: { active: TabKey; children: ReactNode }) {
  return (
    <div className="m-app">
      <main className="m-main">{children}</main>
      <TabBarView active={active} tradePath="/trade" />
    </div>
  );
}

/**
 * The mobile home as the build paints it (render-first-screen.tsx): the frame, the greeting
 * (the largest paint of the first screen), the market list's placeholder rows and the tabs,
 * from the home page's own parts. No state and no services: the app draws the rest under it.
 */
export function FirstScreenShell({ demo }: { demo: boolean }) {
  return (
    <FirstScreenFrame active="home">
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
    </FirstScreenFrame>
  );
}
