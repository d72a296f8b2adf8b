import { lazy, type ComponentType } from 'react';
import type { MobilePageKey } from './mobile-routes';

// One chunk per page, so the first screen only downloads the page it shows.
const HomePage = lazy(() => import('../pages/home/home.page').then((m) => ({ default: m.HomePage })));
const MarketPage = lazy(() => import('../pages/market/market.page').then((m) => ({ default: m.MarketPage })));
const PairPage = lazy(() => import('../pages/market/pair.page').then((m) => ({ default: m.PairPage })));
const ContractPage = lazy(() =>
  import('../pages/contract/contract.page').then((m) => ({ default: m.ContractPage })),
);
const AssetsPage = lazy(() => import('../pages/assets/assets.page').then((m) => ({ default: m.AssetsPage })));
const MyPage = lazy(() => import('../pages/my/my.page').then((m) => ({ default: m.MyPage })));
const LoginPage = lazy(() => import('../pages/login/login.page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../pages/login/register.page').then((m) => ({ default: m.RegisterPage })),
);
const ForgetPage = lazy(() => import('../pages/login/forget.page').then((m) => ({ default: m.ForgetPage })));
const LanguagePage = lazy(() =>
  import('../pages/language/language.page').then((m) => ({ default: m.LanguagePage })),
);
const SecurityPage = lazy(() =>
  import('../pages/setting/security-centre.page').then((m) => ({ default: m.SecurityCentrePage })),
);
const VerifyPage = lazy(() =>
  import('../pages/setting/identity-verification.page').then((m) => ({
    default: m.IdentityVerificationPage,
  })),
);
const RecordsPage = lazy(() =>
  import('../pages/account/trade-records.page').then((m) => ({ default: m.TradeRecordsPage })),
);
const NotFoundPage = lazy(() =>
  import('../pages/shared/not-found.page').then((m) => ({ default: m.NotFoundPage })),
);

const pages: Readonly<Record<MobilePageKey, ComponentType>> = {
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
};

export function mobilePageFor(key: MobilePageKey): ComponentType {
  return pages[key];
}
