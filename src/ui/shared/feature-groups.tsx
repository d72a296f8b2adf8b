import { Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import type { FeatureGroup, FeatureModules } from '../../application/feature-modules';
import { loadChunk } from './chunk-load';
import { lazyNamed } from './chunk-retry';
import { ErrorBoundary } from './error-boundary';
import { textAreasOf } from './i18n/text-areas';
import { useTexts } from './i18n/texts';
import { useServices } from './services-context';

/** A wait for some groups' modules, and how it ended if it failed. */
interface Wait {
  promise: Promise<void>;
  failure?: { error: unknown };
}

/**
 * The wait for each set of groups, kept: `use` must see the same promise on every render of a
 * page that waited, and once it has, a page that renders later reads it at once.
 */
const waits = new WeakMap<FeatureModules, Map<string, Wait>>();

function waitFor(features: FeatureModules, groups: readonly FeatureGroup[]): Wait | null {
  const known = waits.get(features) ?? new Map<string, Wait>();
  waits.set(features, known);
  const key = groups.join(' ');
  const found = known.get(key);
  if (found) return found;
  if (features.loaded(groups)) return null;
  // Retried on a bad network like any chunk; after 120 s a ChunkLoadError for the route's boundary.
  const wait: Wait = { promise: loadChunk(() => features.load(groups)) };
  known.set(key, wait);
  wait.promise.catch((error: unknown) => {
    wait.failure = { error };
  });
  return wait;
}

/**
 * Suspends until the groups' modules are in, so that the page's hooks read `services.wallet`
 * and the rest at once; the page's Suspense shows meanwhile. A module that cannot be fetched
 * throws to the route's error boundary, which offers a reload.
 */
export function useFeatureGroups(groups: readonly FeatureGroup[]): void {
  const wait = waitFor(useServices().features, groups);
  if (!wait) return;
  // Thrown on every render from now on (React renders again before it shows the boundary):
  // like a page's chunk, a module not fetched in 120 s stays failed until the app reloads.
  if (wait.failure) throw wait.failure.error;
  use(wait.promise);
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
  const Code = lazyNamed(load, name);
  // Its feature's texts come with the feature's page; it waits for them all the same.
  const areas = textAreasOf(groups);
  const Part = () => {
    useTexts(areas);
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
