import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-retry';

/**
 * A page loaded in its own chunk on first visit, retried on a bad network and reported as
 * ChunkLoadError after 120 s (SPEC section 8): `lazyPage(() => import('./x.page'), 'XPage')`.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}
