import { lazy, type ComponentType, type ExoticComponent } from 'react';
import { loadChunk } from './chunk-retry';

export type LazyPage<P extends object> = ExoticComponent<P> & {
  /** Starts fetching the page's chunk before it renders, e.g. beside the app's first texts. */
  preload: () => void;
};

/**
 * A page loaded in its own chunk on first visit, retried on a bad network and reported as
 * ChunkLoadError after 120 s (SPEC section 8): `lazyPage(() => import('./x.page'), 'XPage')`.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= loadChunk(load).then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        // A failed preload must not decide the page's fate: rendering it tries again.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
