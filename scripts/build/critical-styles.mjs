import Beasties from 'beasties';

/**
 * A painted page with the styles its first screen uses written into its head, and its
 * stylesheets moved to the end of its body: the browser paints the screen from the HTML alone,
 * without waiting for a stylesheet's round trip (on a phone's network, the longest wait before
 * the first paint), and the whole sheets still load as the page parses, before the app's chunks
 * need them. Beasties (Critters' maintained fork) keeps exactly the rules whose selectors match
 * an element of the page, with the keyframes and media queries they need.
 */
export async function withCriticalStyles(html, outDir) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // 'body' needs no script to turn the sheets on: the page's policy allows none inline.
    preload: 'body',
    // The whole sheets stay whole: the app's own pages and chunks use them as they are.
    pruneSource: false,
    reduceInlineStyles: false,
    // Beasties matches selectors under the document element, so a rule for that element itself
    // is kept only when written as bare `:root`, `html` or `body`: the themes' variables
    // (`:root:root`, `html[data-prefers-color-scheme=dark]`) and the painted page's scrollbar
    // (`html[data-first-screen='scrolls']`) are kept here by their shape.
    allowRules: [/^(?::root|html)(?::has\([^)]*\)|[^\s>+~])*$/],
    logLevel: 'warn',
  });
  const inlined = await beasties.process(html);
  return inlined.replace(' data-beasties-container', '');
}
