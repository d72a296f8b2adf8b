import { lazy, type ComponentType } from 'react';
import type { DesktopPageProps } from './desktop-page-props';
import type { DesktopLeafRoute, DesktopRouteGroup } from './desktop-routes';

type DesktopPage = ComponentType<DesktopPageProps>;

// One lazy chunk per page kind. Later issues give a route its own page by adding its key
// to `pages`; every route without one shows the shared "opens soon" page.
const HomePage = lazy(() => import('../pages/home/home.page').then((m) => ({ default: m.HomePage })));
const ComingSoonPage = lazy(() =>
  import('../pages/shared/coming-soon.page').then((m) => ({ default: m.ComingSoonPage })),
);
const AuthPlaceholderPage = lazy(() =>
  import('../pages/login/auth-placeholder.page').then((m) => ({ default: m.AuthPlaceholderPage })),
);
const MarketPage = lazy(() => import('../pages/market/market.page').then((m) => ({ default: m.MarketPage })));
const TradePage = lazy(() => import('../pages/trade/trade.page').then((m) => ({ default: m.TradePage })));
const SecondsContractPage = lazy(() =>
  import('../pages/contract/scontract.page').then((m) => ({ default: m.SecondsContractPage })),
);
const AboutPage = lazy(() => import('../pages/about/about.page').then((m) => ({ default: m.AboutPage })));

export const NotFoundPage = lazy(() =>
  import('../pages/shared/not-found.page').then((m) => ({ default: m.NotFoundPage })),
);

const pages: Readonly<Record<string, DesktopPage>> = {
  main: HomePage,
  scontract: SecondsContractPage,
  market: MarketPage,
  trade: TradePage,
};

const pagesByGroup: Readonly<Record<string, DesktopPage>> = {
  '/login': AuthPlaceholderPage,
  '/about': AboutPage,
};

export function pageFor(route: DesktopLeafRoute, group: DesktopRouteGroup): DesktopPage {
  return pages[route.key] ?? pagesByGroup[group.path] ?? ComingSoonPage;
}
