import type { DesktopLeafRoute, DesktopRouteGroup } from './desktop-routes';

/** What the router hands every page: its own route entry and the group it belongs to. */
export interface DesktopPageProps {
  route: DesktopLeafRoute;
  group: DesktopRouteGroup;
}
