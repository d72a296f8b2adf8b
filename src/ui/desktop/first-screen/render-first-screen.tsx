import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale/locale';
import { renderFirstScreenAt, type FirstScreenInput } from '../../shared/render-first-screen';
import { pcPath } from '../routes/desktop-routes';
import { FirstScreenShell } from './first-screen-shell';

/** A desktop first screen (the home unless named) as HTML, for the build to put in the page. */
export function renderFirstScreen(input: FirstScreenInput, screen = 'pc-main'): string {
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  if (screen !== 'pc-main') throw new Error(`first-screen: no desktop screen ${screen}`);
  return renderFirstScreenAt(pcPath('/main'), input, <FirstScreenShell demo={input.demo} locale={locale} />);
}
