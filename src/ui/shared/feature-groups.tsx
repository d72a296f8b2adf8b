import { lazy, Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import type { FeatureGroup, FeatureModules } from '../../application/feature-modules';
import { loadChunk } from './chunk-retry';
import { ErrorBoundary } from './error-boundary';
import { useTexts } from './i18n/texts';
import { useServices } from './services-context';

/** The wait for each set of groups while it lasts: `use` must see the same promise on every render. */
const waits = new WeakMap<FeatureModules, Map<string, Promise<void>>>();

function waitFor(features: FeatureModules, groups: readonly FeatureGroup[]): Promise<void> {
  const pending = waits.get(features) ?? new Map<string, Promise<void>>();
  waits.set(features, pending);
  const key = groups.join(' ');
  const known = pending.get(key);
  if (known) return known;
  // Retried on a bad network like any chunk; after 120 s a ChunkLoadError for the route's boundary.
  const wait = loadChunk(() => features.load(groups));
  pending.set(key, wait);
  const forget = () => void pending.delete(key);
  wait.then(forget, forget);
  return wait;
}

/**
 * Suspends until the groups' modules are in, so that the page's hooks read `services.wallet`
 * and the rest at once; the page's Suspense shows meanwhile. A module that cannot be fetched
 * throws to the route's error boundary, whose retry waits afresh.
 */
export function useFeatureGroups(groups: readonly FeatureGroup[]): void {
  const { features } = useServices();
  if (!features.loaded(groups)) use(waitFor(features, groups));
}

/** Whether the groups' modules are in, without fetching them. */
export function useFeatureGroupsLoaded(groups: readonly FeatureGroup[]): boolean {
  const { features } = useServices();
  return useSyncExternalStore(features.subscribe, () => features.loaded(groups));
}

/**
 * A part of the layout that belongs to a feature (a settled position's toast): its code is
 * fetched once the groups' modules are in, loaded by whatever page reads them, and nothing
 * before. It shows nothing of its own, so a fetch that fails leaves it out, not the app.
 */
export function featurePart<K extends string>(
  groups: readonly FeatureGroup[],
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Code = lazy(() =>
    loadChunk(load).then((module): { default: ComponentType } => ({ default: module[name] })),
  );
  // Its feature's texts come with the feature's page; it waits for them all the same.
  const Part = () => {
    useTexts(groups);
    return <Code />;
  };
  return function FeaturePart() {
    if (!useFeatureGroupsLoaded(groups)) return null;
    return (
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
