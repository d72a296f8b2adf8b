import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeMatcher } from '../../../src/ui/shared/route-match';
import { DESKTOP_LEAF_URLS } from '../../../src/ui/desktop/routes/desktop-routes';
import { MOBILE_ROUTES } from '../../../src/ui/mobile/routes/mobile-routes';

const MOBILE = MOBILE_ROUTES.map((route) => ({ ...route, path: `/${route.path}` }));
const DESKTOP = DESKTOP_LEAF_URLS.map((path) => ({ path }));
const routerPick = (routes: { path: string }[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route;

/** Addresses near the tables' own: their paths, a parameter filled in, another case, a trailing slash. */
const addressesOf = (routes: { path: string }[]) =>
  fc
    .record({
      path: fc.constantFrom(...routes.map((route) => route.path)),
      value: fc.constantFrom('btcusdt', 'x', 'record', ''),
      form: fc.constantFrom('as-is', 'upper', 'slash', 'deeper'),
    })
    .map(({ path, value, form }) => {
      const filled = path.replace(/:\w+/g, value).replace('*', value);
      if (form === 'upper') return filled.toUpperCase();
      if (form === 'slash') return `${filled}/`;
      if (form === 'deeper') return `${filled}/${value}`;
      return filled;
    });

describe('the route matcher', () => {
  for (const [name, routes] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const)
    it(`picks the route React Router picks, for every ${name} address`, () => {
      const routeOf = routeMatcher(routes);
      for (const route of routes) expect(routeOf(route.path)).toBe(routerPick(routes, route.path));
      fc.assert(
        fc.property(addressesOf(routes), (pathname) => {
          expect(routeOf(pathname)).toBe(routerPick(routes, pathname));
        }),
      );
    });

  it('answers a fixed path by its first route, and the rest as the router ranks them', () => {
    const first = { path: '/a' };
    const routes = [{ path: '/a/:id' }, first, { path: '/a' }, { path: '*' }];
    const routeOf = routeMatcher(routes);
    expect(routeOf('/a')).toBe(first);
    expect(routeOf('/a/7')).toBe(routes[0]);
    expect(routeOf('/b')).toBe(routes[3]);
  });
});
