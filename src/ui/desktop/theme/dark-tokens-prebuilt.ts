import type { PrebuiltTokens } from './prebuilt-algorithm';

/**
 * antd's dark tokens for the desktop theme, worked out at build time. Builds replace this module
 * (scripts/build/desktop-antd-styles.mjs) with the build's answer; the dev server and the tests
 * keep null, and the theme works them out as it starts (prebuilt-algorithm.ts).
 */
export const PREBUILT_DARK_TOKENS: PrebuiltTokens | null = null;
