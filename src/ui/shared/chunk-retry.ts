import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-load';

/** React's lazy over one named export of a split chunk, fetched with loadChunk's retries. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() =>
    loadChunk(load).then((module): { default: ComponentType<P> } => ({ default: module[name] })),
  );
}
