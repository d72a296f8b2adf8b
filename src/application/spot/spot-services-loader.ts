import type { SpotServices } from './spot-services';

/**
 * The spot use cases, fetched with the first spot screen: their machines are code that no
 * other screen runs, so they stay out of the first screen's JS (DESIGN section 4: `/` never
 * grows). One load for the app's life; a failed fetch is tried again on the next screen.
 */
export interface SpotServicesLoader {
  load(): Promise<SpotServices>;
}

export function loadOnce(load: () => Promise<SpotServices>): SpotServicesLoader {
  let loading: Promise<SpotServices> | null = null;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      })),
  };
}
