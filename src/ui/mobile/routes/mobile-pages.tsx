import type { FeatureModules } from '../../../application/feature-modules';
import { lazyPage, type LazyPage } from '../../shared/lazy-page';
import { mobilePageKeyOf, type MobilePageKey } from './mobile-routes';

// One chunk per page, so the first screen only downloads the page it shows; a page that reads
// feature groups names them, and their modules load beside it (lazy-page.ts).
const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
const MarketPage = lazyPage(() => import('../pages/market/market.page'), 'MarketPage');
// The pair screen leads into spot trading with the spot words Buy and Sell.
const PairPage = lazyPage(() => import('../pages/market/pair.page'), 'PairPage', ['pair'], ['spot']);
// The contract funds its real account through the assets screen's transfer, in its words.
const ContractPage = lazyPage(
  () => import('../pages/contract/contract.page'),
  'ContractPage',
  ['contract', 'pair'],
  ['wallet'],
);
const AssetsPage = lazyPage(() => import('../pages/assets/assets.page'), 'AssetsPage', ['wallet']);
// My lists the address book and the fund password among its entries, in the withdraw words,
// and the holdings of each product in the products' words, the messages with their badge and
// the invitations in the account centre's.
const MyPage = lazyPage(
  () => import('../pages/my/my.page'),
  'MyPage',
  [],
  ['withdraw', 'products', 'messages', 'account'],
);
const LoginPage = lazyPage(() => import('../pages/login/login.page'), 'LoginPage');
// The account forms are a module of their own, in the session's words.
const RegisterPage = lazyPage(() => import('../pages/login/register.page'), 'RegisterPage', ['accountForms']);
const ForgetPage = lazyPage(() => import('../pages/login/forget.page'), 'ForgetPage', ['accountForms']);
const LanguagePage = lazyPage(() => import('../pages/language/language.page'), 'LanguagePage');
// The security centre reads the withdraw group (whitelist) and the account group (phrase, sessions).
const SecurityPage = lazyPage(() => import('../pages/setting/security-centre.page'), 'SecurityCentrePage', [
  'withdraw',
  'account',
]);
const VerifyPage = lazyPage(
  () => import('../pages/setting/identity-verification.page'),
  'IdentityVerificationPage',
  ['account'],
);
const RecordsPage = lazyPage(() => import('../pages/ledger/ledger.page'), 'LedgerPage', ['ledger']);
// withdraw
const AddressBookPage = lazyPage(() => import('../pages/withdraw/address-book.page'), 'AddressBookPage', [
  'withdraw',
]);
// spot
const SpotPage = lazyPage(() => import('../pages/spot/spot.page'), 'SpotPage', ['spot', 'pair']);
// convert (the flash exchange)
const ConvertPage = lazyPage(() => import('../pages/convert/convert.page'), 'ConvertPage', ['convert']);
// deposit and withdraw
const DepositPage = lazyPage(() => import('../pages/deposit/deposit.page'), 'DepositPage', ['deposit']);
const WithdrawPage = lazyPage(() => import('../pages/withdraw/withdraw.page'), 'WithdrawPage', ['withdraw']);
const FundPasswordPage = lazyPage(() => import('../pages/withdraw/fund-password.page'), 'FundPasswordPage', [
  'withdraw',
]);
// account (the security centre)
const ChangePasswordPage = lazyPage(
  () => import('../pages/setting/change-password.page'),
  'ChangePasswordPage',
  ['accountForms'],
  ['account'],
);
const AuthenticatorPage = lazyPage(() => import('../pages/setting/authenticator.page'), 'AuthenticatorPage', [
  'account',
]);
// The profile reads the session only, in the account centre's words.
const ProfilePage = lazyPage(() => import('../pages/my/profile.page'), 'ProfilePage', [], ['account']);
const InvitePage = lazyPage(() => import('../pages/my/invite.page'), 'InvitePage', ['account']);
// products
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
const AboutPage = lazyPage(() => import('../pages/about/about.page'), 'AboutPage', ['messages']);
const HelpPage = lazyPage(() => import('../pages/messages/help.page'), 'HelpPage', ['messages']);
const NotFoundPage = lazyPage(() => import('../pages/shared/not-found.page'), 'NotFoundPage');

const pages: Readonly<Record<MobilePageKey, LazyPage<object>>> = {
  home: HomePage,
  market: MarketPage,
  pair: PairPage,
  contract: ContractPage,
  assets: AssetsPage,
  my: MyPage,
  login: LoginPage,
  register: RegisterPage,
  forget: ForgetPage,
  language: LanguagePage,
  security: SecurityPage,
  verify: VerifyPage,
  records: RecordsPage,
  notFound: NotFoundPage,
  // withdraw
  addressBook: AddressBookPage,
  // spot
  spot: SpotPage,
  // convert (the flash exchange)
  convert: ConvertPage,
  // deposit and withdraw
  deposit: DepositPage,
  withdraw: WithdrawPage,
  fundPassword: FundPasswordPage,
  // account (the security centre)
  changePassword: ChangePasswordPage,
  authenticator: AuthenticatorPage,
  profile: ProfilePage,
  invite: InvitePage,
  // products
  products: ProductsPage,
  holdings: HoldingsPage,
  subscribe: SubscribePage,
  subscribeRecord: SubscribeRecordPage,
  // messages and help
  messages: MessagesPage,
  messageDetail: MessageDetailPage,
  about: AboutPage,
  help: HelpPage,
};

export function mobilePageFor(key: MobilePageKey): LazyPage<object> {
  return pages[key];
}

/** The page a mobile address shows to a visitor (`signedIn` false) or a user; null for a redirect. */
export function mobilePageAt(pathname: string, signedIn: boolean): LazyPage<object> | null {
  const key = mobilePageKeyOf(pathname, signedIn);
  return key ? pages[key] : null;
}

/** Starts fetching the page of a mobile address and its feature modules, beside the app's first texts. */
export function preloadMobilePage(pathname: string, signedIn: boolean, features?: FeatureModules): void {
  mobilePageAt(pathname, signedIn)?.preload(features);
}
