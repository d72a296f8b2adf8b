import { FEATURE_GROUPS, type FeatureGroup } from '../../../application/feature-modules';

/** The form factors' areas of texts: each loads with its app. */
export type FormFactorArea = 'mobile' | 'desktop';

/**
 * An area of texts that loads on demand (locales/<locale>/<area>.json, a chunk of its own per
 * locale: scripts/build/message-catalogues.mjs ON_DEMAND_AREAS). Each feature group's texts
 * are the area of its name; every other area is the shell's, in the first catalogue.
 */
export type TextArea = FormFactorArea | Exclude<FeatureGroup, 'pair'>;

/** Every on-demand area, as the build names them (a test holds the two lists together). */
export const ON_DEMAND_AREAS: readonly TextArea[] = ['mobile', 'desktop', ...textAreasOf(FEATURE_GROUPS)];

/** The texts of a page's groups: the pair's words are the market's, in the shell. */
export function textAreasOf(groups: readonly FeatureGroup[]): TextArea[] {
  return groups.filter((group): group is Exclude<FeatureGroup, 'pair'> => group !== 'pair');
}
