/** SPEC section 9: theme colour #AFEF26FF. Shared by both UI kits' theme setup. */
export const THEME_COLOR = '#AFEF26';
export const BACKGROUND = '#0b0e11';
export const SURFACE = '#161a1e';
export const TEXT = '#eaecef';
export const TEXT_SECONDARY = '#929aa5';
export const DESKTOP_MIN_WIDTH = 1300;
/** Danger and "down" red; dark text on it and it on the page both pass 4.5:1. */
export const DANGER = '#f6465d';
