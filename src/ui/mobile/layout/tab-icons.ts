import { circle } from './line-icon';

/** Path data of the bottom tab icons (24x24, stroked). */
export const TAB_ICONS = {
  home: 'M4 10.5L12 4l8 6.5V20h-5v-6H9v6H4z',
  market: 'M4 19h16M6 15l4-5 3 3 5-7',
  trade: 'M5 8h13l-3.5-3.5M19 16H6l3.5 3.5',
  assets: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10M15.5 13.5h1',
  my: `${circle(12, 8, 4)}M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5`,
} as const;

export type TabKey = keyof typeof TAB_ICONS;
