import { createElement, lazy, use, useContext, type ComponentType, type FunctionComponent } from 'react';
import type { FeatureGroup, FeatureModules } from '../../application/feature-modules';
import { loadChunk } from './chunk-load';
import { useFeatureGroups } from './feature-groups';
import { textAreasOf, type TextArea } from './i18n/text-areas';
import { appTexts, TextsContext, textsWait } from './i18n/texts';

/** What a page waits for besides its chunk: the feature groups it reads and its areas of texts. */
export interface PageNeeds {
  groups: readonly FeatureGroup[];
  texts: readonly TextArea[];
}

export type LazyPage<P extends object> = FunctionComponent<P> & {
  /**
   * Starts fetching the page's chunk, its feature modules and its texts before it renders,
   * e.g. beside the app's first texts.
   */
  preload: (features?: FeatureModules) => void;
  /** Read by the build too: a painted page links these modules and texts ahead (first-screen.mjs). */
  needs: PageNeeds;
};

const ignore = () => undefined;

/**
 * A page loaded in its own chunk on first visit, retried on a bad network and reported as
 * ChunkLoadError after 120 s (SPEC section 8): `lazyPage(() => import('./x.page'), 'XPage')`.
 * A page that reads feature groups names them (`['wallet']`): it renders once their modules
 * and texts are in, fetched beside its chunk, a failed module with the same retry and the
 * route's error boundary. `texts` names the areas of words it shows of a feature it does
 * not read (the pair screen's Buy and Sell).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  groups: readonly FeatureGroup[] = [],
  texts: readonly TextArea[] = [],
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
  const areas = [...textAreasOf(groups), ...texts];
  const preload = (features?: FeatureModules) => {
    void start().catch(ignore);
    if (features && groups.length > 0) void features.load(groups).catch(ignore);
    if (areas.length > 0) void appTexts.load(areas);
  };
  const needs: PageNeeds = { groups, texts: areas };
  const Page = lazy(start);
  // Only a page that waits for nothing renders as it comes: one whose groups bring no texts of
  // their own (the account forms') still waits for their modules.
  if (areas.length === 0 && groups.length === 0) return Object.assign(Page, { preload, needs });
  function GatedPage(props: P) {
    // The page's chunk and its texts come beside its modules, not after them.
    void start().catch(ignore);
    const textsIn = textsWait(useContext(TextsContext), areas);
    useFeatureGroups(groups);
    if (textsIn) use(textsIn);
    return createElement(Page, props);
  }
  return Object.assign(GatedPage, { preload, needs });
}
