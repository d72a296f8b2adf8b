import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_SCREEN_ROUTES, firstScreenPage } from '../server/first-screen-page.mjs';
import { buildTimeModules } from './build-time-modules.mjs';
import { loadedWith } from './chunk-graph.mjs';
import { withCriticalStyles } from './critical-styles.mjs';
import { LOCALES_DIR, localeCatalogue } from './locale-catalogue.mjs';

/**
 * The attribute of a painted page's root element, until the app removes the painted screen. Its
 * value says how the page scrolls meanwhile (global.css): 'scrolls' keeps a scrollbar from the
 * first layout on, for a screen whose app page is taller than the window; 'fits' leaves the page
 * to its own height, for a screen whose app page fills the window exactly.
 */
const FIRST_SCREEN_MARK = 'data-first-screen';
const MOBILE_SHELL = '/src/ui/mobile/first-screen/render-first-screen.tsx';
const DESKTOP_SHELL = '/src/ui/desktop/first-screen/render-first-screen.tsx';
const MOBILE_APP = /src\/ui\/mobile\/mobile-app\.tsx$/;
const DESKTOP_APP = /src\/ui\/desktop\/desktop-app\.tsx$/;
/** Each form factor's page table, and its answer to which page an address shows. */
const MOBILE_PAGES = { module: '/src/ui/mobile/routes/mobile-pages.tsx', pageAt: 'mobilePageAt' };
const DESKTOP_PAGES = { module: '/src/ui/desktop/routes/desktop-pages.tsx', pageAt: 'desktopPageAt' };

/**
 * The screens the build paints, each a visitor's first screen of one route of one form factor:
 * its name (the shell module draws it by that name; the server maps routes to it,
 * scripts/server/first-screen-page.mjs), the modules whose styles and scripts it needs (the
 * form factor's frame and the route's page), and the class the form factor gives the body.
 */
const mobile = (screen, page) => ({
  screen,
  shell: MOBILE_SHELL,
  pages: MOBILE_PAGES,
  styledBy: [MOBILE_APP, page],
  area: 'mobile',
  scroll: 'scrolls',
});
// The desktop's minimum width (src/ui/desktop/desktop-app.tsx sets it as it starts).
const desktop = (screen, page) => ({
  ...mobile(screen, page),
  shell: DESKTOP_SHELL,
  pages: DESKTOP_PAGES,
  styledBy: [DESKTOP_APP, page],
  area: 'desktop',
  bodyClass: 'dt-body',
});
const SCREENS = [
  mobile('home', /src\/ui\/mobile\/pages\/home\/home\.page\.tsx$/),
  mobile('market', /src\/ui\/mobile\/pages\/market\/market\.page\.tsx$/),
  mobile('trade', /src\/ui\/mobile\/pages\/contract\/contract\.page\.tsx$/),
  desktop('pc-main', /src\/ui\/desktop\/pages\/home\/home\.page\.tsx$/),
  // The terminal fills the window (its least height aside, where the painted one is as tall and
  // scrolls alike): a scrollbar the app's page does not have would narrow the painted copy by
  // its width, and at the handover the whole terminal would widen under the user's eyes.
  { ...desktop('pc-trade', /src\/ui\/desktop\/pages\/spot\/spot\.page\.tsx$/), scroll: 'fits' },
];

/**
 * The visitor's first screens, painted at build time: for each screen and locale, the page with
 * the route's frame, headings and placeholder rows already in its HTML (first-screen/ under each
 * form factor's ui folder) and the style rules they use in its head (critical-styles.mjs), so the
 * browser paints them before any script or stylesheet has arrived. The app server sends them for
 * their routes in the language the user last chose (its cookie), and index.html everywhere else.
 */
export function firstScreen({ demo }) {
  let outDir = 'dist';
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      // antd-mobile's modules import their styles: through vite, which drops them on the server.
      // The rc-components under antd's table and pagination (the spot terminal's) import their
      // files without extensions, which Node's loader does not resolve: vite does.
      const server = await buildTimeModules({ ssr: { noExternal: ['antd-mobile', /^@rc-component\//] } });
      try {
        for (const screen of SCREENS) await paint(screen, { page, bundle, server, outDir, demo });
      } finally {
        await server.close();
      }
    },
  };
}

/** Writes one screen's painted page for every locale, with its compressed copies. */
async function paint(
  { screen, shell, pages, styledBy, area, bodyClass, scroll },
  { page, bundle, server, outDir, demo },
) {
  const shown = firstScreenFiles(bundle, styledBy);
  const needs = await pageNeeds(server, pages, screen);
  const modules = loadedWith(
    bundle,
    needs.groups.map((group) => moduleChunk(bundle, group, demo)),
  ).scripts;
  const notInPage = (file) => !page.includes(`/${file}"`);
  const styleLinks = shown.styles
    .filter(notInPage)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  // The page's own chunks and its texts are fetched beside the entry, not in the two rounds
  // after it (the entry asks for the form factor's app, which asks for the page): on a
  // phone's network each round is a round trip, and the app's own preloads then find them linked.
  // Linked after the painted screen, not in the head: the parser starts each link's fetch as it
  // reaches it, two dozen of them, and in the head that work came before the screen was parsed
  // (first paint at 4x CPU about 620 ms with them in the head, about 300 ms after the screen).
  // The page's feature modules and texts too: else its script links them itself as it starts,
  // and on the phone's contract screen those 24 links took a task of their own after the first
  // paint (Lighthouse mobile `/trade`, 4 loads each: 90-95 linked by the script, 96-98 here).
  const scriptLinks = (locale) =>
    [...new Set([...shown.scripts, ...modules, ...cataloguesOf(bundle, locale, [area, ...needs.texts])])]
      .filter(notInPage)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  // index.html's own entry script and its preloads move there too, ahead of the page's: React
  // and the app are the two largest files, and their fetch and off-thread compile began while the
  // head was parsed, on the same two cores as the screen's first layout (the phone's home at 4x
  // CPU, 20 loads each: with them in the head, a task of 57-113 ms before the first paint in 15
  // loads and the first paint at 436-688 ms; after the screen, no such task and 316-492 ms).
  // Module scripts run after parsing wherever they stand, so the app starts in the same order.
  const entry = page.match(ENTRY_TAGS)?.join('') ?? '';
  const head = page.replace(ENTRY_TAGS, '');
  const { renderFirstScreen } = await server.ssrLoadModule(shell);
  for (const locale of readdirSync(LOCALES_DIR)) {
    const painted = withoutNames(
      renderFirstScreen({ locale, messages: localeCatalogue(locale), demo }, screen),
    );
    const html = head
      // Marks the page as painted from its first layout on (global.css: how it scrolls meanwhile).
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}" ${FIRST_SCREEN_MARK}="${scroll}"`)
      .replace('</head>', `${styleLinks}</head>`)
      .replace('<body>', bodyClass ? `<body class="${bodyClass}">` : '<body>')
      .replace(
        '<div id="root"></div>',
        `<div id="root"></div><div id="first-screen" class="first-screen" inert>${painted}</div>${entry}${scriptLinks(locale)}`,
      );
    if (!html.includes('id="first-screen"'))
      throw new Error('first-screen: index.html has no <div id="root"></div>');
    const file = join(outDir, firstScreenPage(locale, screen));
    mkdirSync(dirname(file), { recursive: true });
    const styled = await withCriticalStyles(html, outDir);
    // With the compressed copies the server sends as they are, as the rest of the build has.
    writeFileSync(file, styled);
    writeFileSync(`${file}.br`, brotliCompressSync(styled));
    writeFileSync(`${file}.gz`, gzipSync(styled));
  }
}

/** index.html's module script and the preloads vite writes for its imports, each with what follows it. */
const ENTRY_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The painted screen is a picture of the app's, which lies beside it until the app removes it:
 * it keeps none of the names the app's elements are found by (ids, test ids, the router's marks).
 */
const withoutNames = (html) => html.replace(/ (id|aria-labelledby|data-testid|data-discover)="[^"]*"/g, '');

/**
 * The script and style files of the chunks `styledBy` names and of every chunk they import, in
 * order (the entry's own chunk included, which index.html already loads).
 */
function firstScreenFiles(bundle, styledBy) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const roots = styledBy.map((test) => {
    const chunk = chunks.find((item) => item.facadeModuleId && test.test(item.facadeModuleId));
    if (!chunk) throw new Error(`first-screen: no chunk for ${test}`);
    return chunk;
  });
  const { scripts, styles } = loadedWith(bundle, roots);
  return { styles, scripts };
}

/**
 * What the pages the server paints as `screen` wait for besides their chunks (FIRST_SCREEN_ROUTES:
 * its addresses), as the app's own page table says for a visitor; an address that redirects, none.
 */
async function pageNeeds(server, { module, pageAt }, screen) {
  const { [pageAt]: pageOf } = await server.ssrLoadModule(module);
  const found = FIRST_SCREEN_ROUTES.filter((route) => route.screen === screen).map(
    ({ url }) => pageOf(url, false)?.needs ?? { groups: [], texts: [] },
  );
  return {
    groups: [...new Set(found.flatMap((needs) => needs.groups))],
    texts: [...new Set(found.flatMap((needs) => needs.texts))],
  };
}

/**
 * The chunk of a feature group's module in the build's backend mode (src/composition/modules:
 * each group's module per mode, or one for both, in a file of the group's name).
 */
function moduleChunk(bundle, group, demo) {
  const file = `${group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.module.ts`;
  const paths = [
    `/src/composition/modules/${demo ? 'demo' : 'http'}/${file}`,
    `/src/composition/modules/${file}`,
  ];
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && paths.some((path) => item.facadeModuleId?.endsWith(path)),
  );
  if (!chunk) throw new Error(`first-screen: no chunk for the ${group} module`);
  return chunk;
}

/**
 * The texts a painted screen needs in one locale: the shell's catalogue, and those of its form
 * factor and its page's areas.
 */
function cataloguesOf(bundle, locale, areas) {
  const names = [`messages-${locale}`, ...areas.map((area) => `messages-${locale}-${area}`)];
  const files = Object.values(bundle)
    .filter((item) => item.type === 'chunk' && names.includes(item.name))
    .map((chunk) => chunk.fileName);
  if (files.length !== names.length) throw new Error(`first-screen: no catalogues for ${locale}`);
  return files;
}
