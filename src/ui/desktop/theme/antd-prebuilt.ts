import type { PrebuiltTokens } from './prebuilt-algorithm';

/**
 * What the build works out ahead for the desktop's antd. Builds replace this module
 * (scripts/build/desktop-antd-styles.mjs) with one that imports the stylesheet written at build
 * time and gives the build's answers; the dev server and the tests keep antd's runtime, which
 * writes the same styles and tokens as the components render.
 */

/** Whether the styles come as that stylesheet: the ConfigProvider then turns antd's style runtime off. */
export const ANTD_STYLES_PREBUILT: boolean = false;

/** The dark algorithm's tokens for the desktop theme's seed; null where the theme works them out (prebuilt-algorithm.ts). */
export const PREBUILT_DARK_TOKENS: PrebuiltTokens | null = null;
