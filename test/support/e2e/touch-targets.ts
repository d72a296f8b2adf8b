import type { Page } from '@playwright/test';

/** The least a fingertip needs (WCAG 2.5.5, Apple's and Google's guidance: 44 CSS px). */
export const MIN_TOUCH_PX = 44;

export interface SmallTarget {
  control: string;
  /** The area around the control's centre that takes its tap, width x height in CSS px. */
  hitArea: string;
}

/** What a user taps: controls, and whatever the app made focusable or clickable by role. */
const TAPPABLE = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=button]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=radio]',
  '[role=option]',
  '[role=menuitem]',
].join(',');

/**
 * Every visible, enabled control whose hit area is under the minimum either way. The hit area
 * is measured by asking the page which element is under each point out from the control's
 * centre: the control, something inside it, or its label. So a hit area padded beyond the
 * drawn box (a pseudo-element, a wrapping label, a stretched link) counts, and a neighbour
 * or an overlay that takes the tap does not. Links inside running text are exempt, as WCAG
 * exempts them.
 */
export async function smallTouchTargets(page: Page, min = MIN_TOUCH_PX): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, reach }) => {
      const measure = (el: Element) => {
        const style = getComputedStyle(el);
        const box0 = el.getBoundingClientRect();
        if (box0.width === 0 || box0.height === 0 || style.visibility === 'hidden') return null;
        if ((el as HTMLInputElement).disabled || el.getAttribute('aria-disabled') === 'true') return null;
        if (el.closest('[aria-hidden="true"], [inert]')) return null;
        const parent = el.parentElement;
        const inText =
          el.tagName === 'A' &&
          parent !== null &&
          /^(P|LI|DD|SMALL)$/.test(parent.tagName) &&
          (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 10;
        if (inText) return null;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const box = el.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const label = el.closest('label');
        const hits = (x: number, y: number) => {
          const at = document.elementFromPoint(x, y);
          return at !== null && (el.contains(at) || (label !== null && label.contains(at)));
        };
        // A control under something else at its very centre is not tappable at all here.
        if (!hits(cx, cy)) return null;
        // How far the control still takes a tap from its centre, each way, in 1 px steps.
        const extent = (dx: number, dy: number) => {
          let reached = 0;
          while (reached < reach * 2 && hits(cx + dx * (reached + 1), cy + dy * (reached + 1))) reached += 1;
          return reached;
        };
        const wide = extent(-1, 0) + extent(1, 0) + 1;
        const high = extent(0, -1) + extent(0, 1) + 1;
        if (wide >= reach * 2 && high >= reach * 2) return null;
        const name =
          el.getAttribute('aria-label') ??
          ((el.textContent ?? '').trim() || el.getAttribute('placeholder') || '');
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
        return {
          control: `${el.tagName.toLowerCase()}${cls} "${name.slice(0, 40)}"`,
          hitArea: `${wide}x${high}`,
        };
      };
      return Array.from(document.querySelectorAll(selector)).flatMap((el) => measure(el) ?? []);
    },
    { selector: TAPPABLE, reach: min / 2 },
  );
}
