import { matchRoutes } from 'react-router-dom';

interface PathRoute {
  path: string;
}

/** A path of the table that names no parameter and no splat: it matches only itself. */
const isStatic = (path: string) => !/[:*]/.test(path);

/**
 * The route of `routes` an address matches, as React Router's matchRoutes picks it, the exact
 * address of a fixed path answered from a lookup. matchRoutes flattens and ranks the whole table
 * on every call (27 ms of the phone's start at 4x CPU, for one address); an address that is
 * exactly a fixed path of the table is that route whatever the rest (a fixed path outranks any
 * parameter or splat of the same length, and ties go to the first), and anything else (another
 * case, a trailing slash, a parameter) still goes to matchRoutes.
 */
export function routeMatcher<R extends PathRoute>(routes: readonly R[]): (pathname: string) => R | undefined {
  const table = [...routes];
  const fixed = new Map<string, R>();
  for (const route of table) if (isStatic(route.path) && !fixed.has(route.path)) fixed.set(route.path, route);
  return (pathname) => fixed.get(pathname) ?? matchRoutes(table, pathname)?.at(-1)?.route;
}
