import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MobileLayout } from '../layout/mobile-layout';
import { RequireSession } from './require-session';

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

/** The mobile routes of SPEC section 2, relative to `/` where app-root mounts the mobile app. */
export function MobileRoutes() {
  return (
    <Routes>
      <Route element={<MobileLayout />}>
        <Route index element={<HomePage />} />
        <Route path="market" element={<MarketPage />} />
        <Route path="market/:symbol" element={<PairPage />} />
        <Route path="trade" element={<ContractPage />} />
        <Route path="my" element={<MyPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forget" element={<ForgetPage />} />
        <Route path="language" element={<LanguagePage />} />
        <Route element={<RequireSession />}>
          <Route path="assets" element={<AssetsPage />} />
          <Route path="setting/safty" element={<SecurityPage />} />
          <Route path="setting/verify" element={<VerifyPage />} />
          <Route path="account/trade" element={<RecordsPage />} />
          {/* Unknown personal screens still ask for a session before saying "not found". */}
          <Route path="setting/*" element={<NotFoundPage />} />
          <Route path="account/*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
