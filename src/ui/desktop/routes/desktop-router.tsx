import { Fragment } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteBoundary } from '../../shared/route-boundary';
import { DesktopLayout } from '../layout/desktop-layout';
import { NotFoundPage, pageFor } from './desktop-pages';
import {
  DESKTOP_ALIASES,
  DESKTOP_BASE,
  DESKTOP_ROUTES,
  type DesktopLeafRoute,
  type DesktopRouteGroup,
} from './desktop-routes';
import { RouteGuard } from './route-guard';

/** A group's redirect; the query survives so that e.g. ?type=1 reaches the target page. */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: `${DESKTOP_BASE}${to}`, search }} />;
}

function leafRoute(group: DesktopRouteGroup, child: DesktopLeafRoute) {
  const Page = pageFor(child, group);
  return (
    <Route
      key={child.key}
      path={child.path}
      element={
        <RouteGuard>
          <RouteBoundary home={`${DESKTOP_BASE}/main`}>
            <Page route={child} group={group} />
          </RouteBoundary>
        </RouteGuard>
      }
    />
  );
}

/** SPEC section 2's route table below /pc. Redirects run first, then the guard. */
export function DesktopRouter() {
  return (
    <Routes>
      <Route element={<DesktopLayout />}>
        {DESKTOP_ROUTES.map((group) =>
          group.path === '/' ? (
            <Fragment key="/">
              {group.redirect && <Route index element={<Redirect to={group.redirect} />} />}
              {group.children.map((child) => leafRoute(group, child))}
            </Fragment>
          ) : (
            <Route key={group.path} path={group.path.slice(1)}>
              {group.redirect && <Route index element={<Redirect to={group.redirect} />} />}
              {group.children.map((child) => leafRoute(group, child))}
            </Route>
          ),
        )}
        {DESKTOP_ALIASES.map(({ from, to }) => (
          <Route key={from} path={from.slice(1)} element={<Redirect to={to} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
