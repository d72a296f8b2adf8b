import type { Container } from 'inversify';
import type { FeatureGroup, FeatureModules } from '../../application/feature-modules';

/** A feature group's module: what it binds into the container when it comes in. */
export interface FeatureModule {
  bind(container: Container): void;
}

/** Each group's module per backend mode, fetched with a dynamic import (demo-modules.ts, http-modules.ts). */
export type ModuleLoaders = { readonly [Group in FeatureGroup]: () => Promise<FeatureModule> };

/**
 * The feature modules of one container: each fetched once, then bound; a fetch that failed is
 * forgotten, so the next load tries again (the UI's chunk retry and route boundary decide when).
 */
export function createFeatureModules(container: Container, loaders: ModuleLoaders): FeatureModules {
  const loading = new Map<FeatureGroup, Promise<void>>();
  const bound = new Set<FeatureGroup>();
  const listeners = new Set<() => void>();
  const loadOne = (group: FeatureGroup): Promise<void> => {
    const known = loading.get(group);
    if (known) return known;
    const load = loaders[group]().then((module) => {
      module.bind(container);
      bound.add(group);
      listeners.forEach((listener) => listener());
    });
    loading.set(group, load);
    load.catch(() => loading.delete(group));
    return load;
  };
  return {
    load: async (groups) => {
      await Promise.all(groups.map(loadOne));
    },
    loaded: (groups) => groups.every((group) => bound.has(group)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
