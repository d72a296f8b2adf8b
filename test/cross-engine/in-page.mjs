// Functions the smoke runs inside the page, in every engine: each driver sends them as source
// text, so each stands alone (no imports, no outer variables).

/**
 * The first element matching `selector` that is shown (it has a box and is not hidden) and,
 * when `text` is given, whose text or accessible label contains it; null while there is none.
 * With `toClick`, only once a click at its centre would reach it (scrolled into view, and no
 * toast or dialog's mask lying over it) and it is enabled, as a user's tap would: a click on a
 * button the form still holds disabled (its account or quote not yet loaded) does nothing.
 */
export function findShown(selector, text, toClick) {
  const normal = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const reachable = (element) => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  };
  const enabled = (element) => element.closest('[disabled], [aria-disabled="true"]') === null;
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    const matches =
      text == null ||
      normal(element.textContent).includes(text) ||
      element.getAttribute('aria-label') === text;
    if (matches) return toClick && !(enabled(element) && reachable(element)) ? null : element;
  }
  return null;
}

/**
 * The app's own sign that a screen is shown with its data (bench/steps.mjs reads the same):
 * the page frame is up, no page or painted first screen is waiting, and nothing says it is busy.
 */
export function appReady() {
  return (
    document.querySelector('main') !== null &&
    document.querySelectorAll('.page-loading, #first-screen, [aria-busy="true"]').length === 0
  );
}

/**
 * Keeps the page's script errors where the smoke can read them, for an engine whose driver
 * reports none (WebKitWebDriver speaks classic WebDriver only, and WebKitGTK keeps the console
 * of an automated, ephemeral session to itself): uncaught errors, unhandled rejections and
 * console.error calls from now on, until the document is replaced.
 */
export function collectErrors() {
  if (window.__smokeErrors) return;
  const errors = [];
  window.__smokeErrors = errors;
  window.addEventListener('error', (event) => {
    // The browser's note that it left some size changes for the next frame (a size watcher's
    // work moved what another watches): no script failed, and Chromium's and Firefox's drivers
    // report no such error. WebKitGTK under load sent it on the pair screen, 1 run in 12.
    if (/^ResizeObserver loop/.test(event.message)) return;
    errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
  });
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${event.reason?.message ?? event.reason}`),
  );
  const original = console.error;
  console.error = (...parts) => {
    errors.push(parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '));
    original.apply(console, parts);
  };
}

/** The errors collected since the last call (collectErrors), and forgets them. */
export function takeCollectedErrors() {
  return window.__smokeErrors ? window.__smokeErrors.splice(0) : [];
}
