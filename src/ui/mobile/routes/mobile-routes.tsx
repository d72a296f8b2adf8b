import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MobileLayout } from '../layout/mobile-layout';
import { RequireSession } from './require-session';

// One chunk per page, so the first screen only downloads the page it shows.
const HomePage = lazy(() => import('../pages/home.page').then((m) => ({ default: m.HomePage })));
const MarketPage = lazy(() => import('../pages/market.page').then((m) => ({ default: m.MarketPage })));
const TradePage = lazy(() => import('../pages/trade.page').then((m) => ({ default: m.TradePage })));
const AssetsPage = lazy(() => import('../pages/assets.page').then((m) => ({ default: m.AssetsPage })));
const MyPage = lazy(() => import('../pages/my.page').then((m) => ({ default: m.MyPage })));
const LoginPage = lazy(() => import('../pages/login.page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../pages/register.page').then((m) => ({ default: m.RegisterPage })));
const LanguagePage = lazy(() => import('../pages/language.page').then((m) => ({ default: m.LanguagePage })));
const SecurityPage = lazy(() =>
  import('../pages/security-centre.page').then((m) => ({ default: m.SecurityCentrePage })),
);
const VerifyPage = lazy(() =>
  import('../pages/identity-verification.page').then((m) => ({ default: m.IdentityVerificationPage })),
);
const RecordsPage = lazy(() =>
  import('../pages/trade-records.page').then((m) => ({ default: m.TradeRecordsPage })),
);
const NotFoundPage = lazy(() => import('../pages/not-found.page').then((m) => ({ default: m.NotFoundPage })));

/** The mobile routes of SPEC section 2, relative to `/` where app-root mounts the mobile app. */
export function MobileRoutes() {
  return (
    <Routes>
      <Route element={<MobileLayout />}>
        <Route index element={<HomePage />} />
        <Route path="market" element={<MarketPage />} />
        <Route path="trade" element={<TradePage />} />
        <Route path="my" element={<MyPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
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
