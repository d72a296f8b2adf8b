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
const AuthPage = lazy(() => import('../pages/login/auth.page').then((m) => ({ default: m.AuthPage })));
const MarketPage = lazy(() => import('../pages/market/market.page').then((m) => ({ default: m.MarketPage })));
const PairPage = lazy(() => import('../pages/market/pair.page').then((m) => ({ default: m.PairPage })));
const ContractPage = lazy(() =>
  import('../pages/contract/contract.page').then((m) => ({ default: m.ContractPage })),
);
const AboutPage = lazy(() => import('../pages/about/about.page').then((m) => ({ default: m.AboutPage })));

export const NotFoundPage = lazy(() =>
  import('../pages/shared/not-found.page').then((m) => ({ default: m.NotFoundPage })),
);

const pages: Readonly<Record<string, DesktopPage>> = {
  main: HomePage,
  scontract: ContractPage,
  market: MarketPage,
  trade: PairPage,
};

const pagesByGroup: Readonly<Record<string, DesktopPage>> = {
  '/login': AuthPage,
  '/about': AboutPage,
};

export function pageFor(route: DesktopLeafRoute, group: DesktopRouteGroup): DesktopPage {
  return pages[route.key] ?? pagesByGroup[group.path] ?? ComingSoonPage;
}
