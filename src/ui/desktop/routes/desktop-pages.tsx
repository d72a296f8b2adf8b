import type { ComponentType } from 'react';
import type { FeatureModules } from '../../../application/feature-modules';
import { lazyPage, type LazyPage } from '../../shared/lazy-page';
import type { DesktopPageProps } from './desktop-page-props';
import { guardDesktopPath } from '../../../domain/session/route-guard';
import { desktopLeafOf, pathBelowPc, type DesktopLeafRoute, type DesktopRouteGroup } from './desktop-routes';

// Pages that ignore their route props fit too; each can be fetched ahead of its first render.
type DesktopPage = ComponentType<DesktopPageProps> & Pick<LazyPage<object>, 'preload' | 'needs'>;

// One lazy chunk per page kind, with the feature groups it reads (their modules load beside it). Later issues give a route its own page by adding its key
// to `pages`; every route without one shows the shared "opens soon" page.
const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
const ComingSoonPage = lazyPage(() => import('../pages/shared/coming-soon.page'), 'ComingSoonPage');
// Log in, register, forgot and modify password: the last three are the account forms' module.
const AuthPage = lazyPage(() => import('../pages/login/auth.page'), 'AuthPage', ['accountForms']);
const MarketPage = lazyPage(() => import('../pages/market/market.page'), 'MarketPage');
const SpotPage = lazyPage(() => import('../pages/spot/spot.page'), 'SpotPage', ['spot', 'pair']);
// The contract funds its real account through the assets screen's transfer, in its words.
const ContractPage = lazyPage(
  () => import('../pages/contract/contract.page'),
  'ContractPage',
  ['contract', 'pair'],
  ['wallet'],
);
const AssetsPage = lazyPage(() => import('../pages/wallet/assets.page'), 'AssetsPage', ['wallet']);
// The About texts and Contact us's channels are the messages group's (shared with the phone).
const AboutPage = lazyPage(() => import('../pages/about/about.page'), 'AboutPage', ['messages']);
// withdraw
const AddressBookPage = lazyPage(() => import('../pages/withdraw/address-book.page'), 'AddressBookPage', [
  'withdraw',
]);

// convert (the flash exchange) and the transaction log
const ConvertPage = lazyPage(() => import('../pages/convert/convert.page'), 'ConvertPage', ['convert']);
const LedgerPage = lazyPage(() => import('../pages/ledger/ledger.page'), 'LedgerPage', ['ledger']);
// deposit and withdraw
const DepositPage = lazyPage(() => import('../pages/deposit/deposit.page'), 'DepositPage', ['deposit']);
const WithdrawPage = lazyPage(() => import('../pages/withdraw/withdraw.page'), 'WithdrawPage', ['withdraw']);
// account (the security centre; it sets the fund password with the withdraw form's body and
// binds the authenticator with the account centre's)
const SecurityCentrePage = lazyPage(
  () => import('../pages/setting/security-centre.page'),
  'SecurityCentrePage',
  ['withdraw', 'account'],
);
const IdentityVerificationPage = lazyPage(
  () => import('../pages/setting/identity-verification.page'),
  'IdentityVerificationPage',
  ['account'],
);

// products: finance, pool and fund, each a list and the holdings
const ProductsPage = lazyPage(() => import('../pages/products/products.page'), 'ProductsPage', ['products']);
const HoldingsPage = lazyPage(() => import('../pages/products/holdings.page'), 'HoldingsPage', ['products']);
const SubscribePage = lazyPage(() => import('../pages/products/subscribe.page'), 'SubscribePage', [
  'products',
]);
const SubscribeRecordPage = lazyPage(
  () => import('../pages/products/subscribe-record.page'),
  'SubscribeRecordPage',
  ['products'],
);
// messages and help
const MessagesPage = lazyPage(() => import('../pages/messages/messages.page'), 'MessagesPage', ['messages']);
const MessageDetailPage = lazyPage(
  () => import('../pages/messages/message-detail.page'),
  'MessageDetailPage',
  ['messages'],
);

export const NotFoundPage = lazyPage(() => import('../pages/shared/not-found.page'), 'NotFoundPage');

const pages: Readonly<Record<string, DesktopPage>> = {
  main: HomePage,
  scontract: ContractPage,
  market: MarketPage,
  trade: SpotPage,
  // withdraw
  'setting.address': AddressBookPage,
  'account.assert': AssetsPage,
  // convert (the flash exchange) and the transaction log
  'account.dui': ConvertPage,
  'account.trade': LedgerPage,
  // deposit and withdraw
  'account.recharge': DepositPage,
  'account.withdrawel': WithdrawPage,
  // account (the security centre)
  'setting.safty': SecurityCentrePage,
  'setting.verify': IdentityVerificationPage,
  // products
  'finance.list': ProductsPage,
  'finance.record': HoldingsPage,
  'pool.list': ProductsPage,
  'pool.record': HoldingsPage,
  'fund.list': ProductsPage,
  'fund.record': HoldingsPage,
  'subscribe.list': SubscribePage,
  'subscribe.detail': SubscribePage,
  'subscribe.preview': SubscribePage,
  'subscribe.record': SubscribeRecordPage,
  // messages and help
  'setting.message': MessagesPage,
  'setting.msg-detail': MessageDetailPage,
};

const pagesByGroup: Readonly<Record<string, DesktopPage>> = {
  '/login': AuthPage,
  '/about': AboutPage,
};

export function pageFor(route: DesktopLeafRoute, group: DesktopRouteGroup): DesktopPage {
  return pages[route.key] ?? pagesByGroup[group.path] ?? ComingSoonPage;
}

/**
 * The page a desktop address shows to a visitor (`signedIn` false) or a user: null for a
 * redirect or an unknown path, and for a visitor on a guarded path, which sends them to log in.
 */
export function desktopPageAt(pathname: string, signedIn: boolean): DesktopPage | null {
  const leaf = desktopLeafOf(pathname);
  if (!leaf || guardDesktopPath(pathBelowPc(pathname), signedIn).kind !== 'allow') return null;
  return pageFor(leaf.child, leaf.group);
}

/** Starts fetching the page of a desktop address and its feature modules (none where desktopPageAt has none). */
export function preloadDesktopPage(pathname: string, signedIn: boolean, features?: FeatureModules): void {
  desktopPageAt(pathname, signedIn)?.preload(features);
}
