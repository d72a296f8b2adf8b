import { renderFirstScreenAt, type FirstScreenInput } from '../../shared/render-first-screen';
import { FirstScreenShell } from './first-screen-shell';

/** The mobile home's first screen as HTML, for the build to put in the page (no script needed). */
export function renderFirstScreen(input: FirstScreenInput): string {
  return renderFirstScreenAt('/', input, <FirstScreenShell demo={input.demo} />);
}
