import { FEATURE_GROUPS, type FeatureGroup } from '../../../application/feature-modules';

/** The form factors' areas of texts: each loads with its app. */
export type FormFactorArea = 'mobile' | 'desktop';

/**
 * The groups whose words are the shell's, with no area of their own: the pair's are the
 * market's, the account forms' (register, forgot and modify password) the session's.
 */
type GroupInShellTexts = 'pair' | 'accountForms';
const GROUPS_IN_SHELL_TEXTS: readonly FeatureGroup[] = ['pair', 'accountForms'] satisfies GroupInShellTexts[];

/**
 * An area of texts that loads on demand (locales/<locale>/<area>.json, a chunk of its own per
 * locale: scripts/build/message-catalogues.mjs ON_DEMAND_AREAS). Each feature group's texts
 * are the area of its name; every other area is the shell's, in the first catalogue.
 */
export type TextArea = FormFactorArea | Exclude<FeatureGroup, GroupInShellTexts>;

/** Every on-demand area, as the build names them (a test holds the two lists together). */
export const ON_DEMAND_AREAS: readonly TextArea[] = ['mobile', 'desktop', ...textAreasOf(FEATURE_GROUPS)];

/** The texts of a page's groups: those of a group in the shell's texts are already in. */
export function textAreasOf(groups: readonly FeatureGroup[]): TextArea[] {
  return groups.filter(
    (group): group is Exclude<FeatureGroup, GroupInShellTexts> => !GROUPS_IN_SHELL_TEXTS.includes(group),
  );
}
