import type { Page } from '@playwright/test';

/** A layout-shift entry (the DOM's types do not name it yet). */
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * Records, from the page's first moment, its largest paint (`data-lcp` on <html>: 'painted'
 * when it lies in the build's painted first screen, else 'app') and its layout shifts as CLS
 * adds them (a user's input excuses the shift after it).
 */
export const watchPaints = (page: Page) =>
  page.addInitScript(() => {
    new PerformanceObserver((list) => {
      // The last candidate is the largest paint: the painted screen's, or something the app drew.
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        document.documentElement.dataset.lcp = entry.element?.closest('#first-screen') ? 'painted' : 'app';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      const html = document.documentElement;
      for (const shift of list.getEntries() as LayoutShift[])
        if (!shift.hadRecentInput)
          html.dataset.shifted = String(Number(html.dataset.shifted ?? 0) + shift.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift watchPaints has added up so far. */
export const layoutShifted = (page: Page) =>
  page.evaluate(() => Number(document.documentElement.dataset.shifted ?? 0));
