import type { ReactElement } from 'react';
import { renderFirstScreenAt, type FirstScreenInput } from '../../shared/render-first-screen';
import { FirstScreenShell } from './first-screen-shell';
import { MarketFirstScreen, TradeFirstScreen } from './tab-first-screens';

/** The phone's painted screens by name (scripts/build/first-screen.mjs's SCREENS): route and drawing. */
const SCREENS: Readonly<Record<string, { path: string; draw: (input: FirstScreenInput) => ReactElement }>> = {
  home: { path: '/', draw: ({ demo }) => <FirstScreenShell demo={demo} /> },
  market: { path: '/market', draw: () => <MarketFirstScreen /> },
  trade: { path: '/trade', draw: () => <TradeFirstScreen /> },
};

/** A mobile first screen (the home unless named) as HTML, for the build to put in the page. */
export function renderFirstScreen(input: FirstScreenInput, screen = 'home'): string {
  const painted = SCREENS[screen];
  if (!painted) throw new Error(`first-screen: no mobile screen ${screen}`);
  return renderFirstScreenAt(painted.path, input, painted.draw(input));
}
