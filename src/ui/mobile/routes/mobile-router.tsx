import { Route, Routes } from 'react-router-dom';
import { RouteBoundary } from '../../shared/route-boundary';
import { MobileLayout } from '../layout/mobile-layout';
import { mobilePageFor } from './mobile-pages';
import { MOBILE_ROUTES, type MobileRoute } from './mobile-routes';
import { RequireSession } from './require-session';

function routeOf({ path, page }: MobileRoute) {
  const Page = mobilePageFor(page);
  const element = (
    <RouteBoundary home="/">
      <Page />
    </RouteBoundary>
  );
  return path === '' ? (
    <Route key="index" index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
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
