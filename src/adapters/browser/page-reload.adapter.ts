import type { PageReload } from '../../domain/session/session.port';

/** The browser's reload of the address shown; without a window (tests) nothing happens. */
export function createPageReload(win: Pick<Window, 'location'> | undefined): PageReload {
  return { reload: () => win?.location.reload() };
}
