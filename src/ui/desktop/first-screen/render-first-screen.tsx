import type { ReactElement } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locale/locale';
import { usePairOfSymbol } from '../../features/market/pair/use-pair-symbol';
import { renderFirstScreenAt, type FirstScreenInput } from '../../shared/render-first-screen';
import { VisitorTerminal } from '../pages/spot/spot-terminals';
import { pcPath } from '../routes/desktop-routes';
import { FirstScreenFrame, FirstScreenShell } from './first-screen-shell';
import { StillFeeds } from './still-feeds';
import '../../features/market/overview/market.css';
import '../../features/market/pair/pair.css';

/** The spot terminal as a visitor's first frame shows it, at the bare address's pair (the app's default). */
function FirstSpotTerminal() {
  const pair = usePairOfSymbol(null);
  return (
    <StillFeeds pair={pair}>
      <VisitorTerminal pair={pair} />
    </StillFeeds>
  );
}

interface Drawn {
  demo: boolean;
  locale: Locale;
}

/** The desktop's painted screens by name (scripts/build/first-screen.mjs's SCREENS): route and drawing. */
const SCREENS: Readonly<Record<string, { path: string; draw: (input: Drawn) => ReactElement }>> = {
  'pc-main': { path: pcPath('/main'), draw: (input) => <FirstScreenShell {...input} /> },
  // The spot terminal of the bare address's pair (the server paints /pc/trade without a query only).
  'pc-trade': {
    path: pcPath('/trade'),
    draw: ({ locale }) => (
      <FirstScreenFrame locale={locale}>
        <FirstSpotTerminal />
      </FirstScreenFrame>
    ),
  },
};

/** A desktop first screen (the home unless named) as HTML, for the build to put in the page. */
export function renderFirstScreen(input: FirstScreenInput, screen = 'pc-main'): string {
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const painted = SCREENS[screen];
  if (!painted) throw new Error(`first-screen: no desktop screen ${screen}`);
  return renderFirstScreenAt(painted.path, input, painted.draw({ demo: input.demo, locale }));
}
