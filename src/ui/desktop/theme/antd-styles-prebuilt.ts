/**
 * Whether the desktop's antd styles come as a stylesheet written at build time. Builds replace
 * this module (scripts/build/desktop-antd-styles.mjs) with one that imports that stylesheet and
 * says true, and the ConfigProvider then turns antd's style runtime off; the dev server and the
 * tests keep the runtime, which writes the same styles as the components render.
 */
export const ANTD_STYLES_PREBUILT: boolean = false;
