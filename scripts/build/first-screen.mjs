import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { firstScreenPage } from '../server/first-screen-page.mjs';
import { withCriticalStyles } from './critical-styles.mjs';
import { LOCALES_DIR, localeCatalogue } from './locale-catalogue.mjs';

const SHELL_MODULE = '/src/ui/mobile/first-screen/render-first-screen.tsx';
/** The modules whose styles the painted screen needs: the mobile frame and the home page. */
const STYLED_BY = [/src\/ui\/mobile\/mobile-app\.tsx$/, /src\/ui\/mobile\/pages\/home\/home\.page\.tsx$/];

/**
 * The mobile home's first screen, painted at build time: for each locale, the page with the
 * home's frame, greeting and tabs (src/ui/mobile/first-screen/) already in its HTML and the
 * styles they use in its head (critical-styles.mjs), so a phone paints them before any script or
 * stylesheet has arrived. The app server sends it for
 * `/` in the language the user last chose (its cookie), and index.html everywhere else.
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
      const shown = firstScreenFiles(bundle);
      const notInPage = (file) => !page.includes(`/${file}"`);
      const styleLinks = shown.styles
        .filter(notInPage)
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      // The home's own chunks and its texts are fetched beside the entry, not in the two rounds
      // after it (the entry asks for the mobile app, which asks for the home page): on a phone's
      // network each round is a round trip, and the app's own preloads then find them linked.
      const scriptLinks = (locale) =>
        [...shown.scripts, ...cataloguesOf(bundle, locale)]
          .filter(notInPage)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // antd-mobile's modules import their styles: through vite, which drops them on the server.
        ssr: { noExternal: ['antd-mobile'] },
      });
      try {
        const { renderFirstScreen } = await server.ssrLoadModule(SHELL_MODULE);
        for (const locale of readdirSync(LOCALES_DIR)) {
          const shell = withoutNames(renderFirstScreen({ locale, messages: localeCatalogue(locale), demo }));
          const painted = page
            .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
            .replace('</head>', `${styleLinks}${scriptLinks(locale)}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root"></div><div id="first-screen" class="first-screen" inert>${shell}</div>`,
            );
          if (painted === page) throw new Error('first-screen: index.html has no <div id="root"></div>');
          const file = join(outDir, firstScreenPage(locale));
          mkdirSync(dirname(file), { recursive: true });
          const styled = await withCriticalStyles(painted, outDir);
          // With the compressed copies the server sends as they are, as the rest of the build has.
          writeFileSync(file, styled);
          writeFileSync(`${file}.br`, brotliCompressSync(styled));
          writeFileSync(`${file}.gz`, gzipSync(styled));
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The painted screen is a picture of the app's, which lies beside it until the app removes it:
 * it keeps none of the names the app's elements are found by (ids, test ids, the router's marks).
 */
const withoutNames = (html) => html.replace(/ (id|aria-labelledby|data-testid|data-discover)="[^"]*"/g, '');

/**
 * The script and style files of the chunks STYLED_BY names and of every chunk they import, in
 * order (the entry's own chunk included, which index.html already loads).
 */
function firstScreenFiles(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const styles = new Set();
  const scripts = new Set();
  const visit = (chunk) => {
    if (!chunk || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
    chunk.viteMetadata?.importedCss.forEach((file) => styles.add(file));
  };
  for (const test of STYLED_BY) {
    const chunk = chunks.find((item) => item.facadeModuleId && test.test(item.facadeModuleId));
    if (!chunk) throw new Error(`first-screen: no chunk for ${test}`);
    visit(chunk);
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The texts the painted home needs in one locale: the shell's and the phone's catalogues. */
function cataloguesOf(bundle, locale) {
  const names = [`messages-${locale}`, `messages-${locale}-mobile`];
  const files = Object.values(bundle)
    .filter((item) => item.type === 'chunk' && names.includes(item.name))
    .map((chunk) => chunk.fileName);
  if (files.length !== names.length) throw new Error(`first-screen: no catalogues for ${locale}`);
  return files;
}
