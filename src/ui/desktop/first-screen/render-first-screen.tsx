import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale/locale';
import { renderFirstScreenAt, type FirstScreenInput } from '../../shared/render-first-screen';
import { pcPath } from '../routes/desktop-routes';
import { FirstScreenShell } from './first-screen-shell';

/** The desktop home's first screen as HTML, for the build to put in the page (no script needed). */
export function renderFirstScreen(input: FirstScreenInput): string {
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  return renderFirstScreenAt(pcPath('/main'), input, <FirstScreenShell demo={input.demo} locale={locale} />);
}
