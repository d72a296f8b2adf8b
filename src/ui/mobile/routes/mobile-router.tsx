import { Route, Routes } from 'react-router-dom';
import { MobileLayout } from '../layout/mobile-layout';
import { mobilePageFor } from './mobile-pages';
import { MOBILE_ROUTES, type MobileRoute } from './mobile-routes';
import { RequireSession } from './require-session';

function routeOf({ path, page }: MobileRoute) {
  const Page = mobilePageFor(page);
  return path === '' ? (
    <Route key="index" index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );
}

/** The mobile route table inside the mobile layout; personal screens behind the session guard. */
export function MobileRoutes() {
  return (
    <Routes>
      <Route element={<MobileLayout />}>
        {MOBILE_ROUTES.filter((route) => !route.session).map(routeOf)}
        <Route element={<RequireSession />}>
          {MOBILE_ROUTES.filter((route) => route.session).map(routeOf)}
        </Route>
      </Route>
    </Routes>
  );
}
