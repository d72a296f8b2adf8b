import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest, serviceWorker } from './scripts/build/pwa-options.mjs';
import { compression } from 'vite-plugin-compression2';
import {
  apiBasesOf,
  cspDirectives,
  policyText,
  securityHeaders,
} from './scripts/server/security-headers.mjs';
import { API_PREFIXES } from './scripts/server/api-prefixes.mjs';
import { UPSTREAM_TIMEOUT_MS } from './scripts/server/upstream.mjs';
import { catalogueChunkName, precompiledCatalogues } from './scripts/build/message-catalogues.mjs';
import { entryWithoutFeatures } from './scripts/build/entry-modules.mjs';
import { firstScreen } from './scripts/build/first-screen.mjs';
import { desktopAntdStyles } from './scripts/build/desktop-antd-styles.mjs';
import { startupStages } from './scripts/build/startup-stages.mjs';

/**
 * The page's Content-Security-Policy as a meta tag, for static hosts that cannot send
 * headers; the production server (scripts/server) sends the same policy as a header, with
 * frame-ancestors, which a meta tag cannot carry. Built pages only: the dev server needs
 * inline scripts for hot reload.
 */
function contentSecurityPolicy(apiBase: string[]): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText(cspDirectives(apiBase)) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * antd's form context, which every desktop dropdown and menu imports (through its
 * ContextIsolator), takes FormProvider from @rc-component/form's index; that index runs the
 * whole form library (fields, lists, validation: about 20 KB gzip) on every desktop screen,
 * the home page's too. FormProvider is one module of the package: the shell imports that
 * module, the same one the index re-exports, and the library loads with the screens with forms.
 */
function antdFormContextOnly(): Plugin {
  return {
    name: 'antd-form-context-only',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromFormContext = importer && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer);
      if (source !== '@rc-component/form' || !fromFormContext) return null;
      // Resolved as the index's own import of it is, so both are one module (one React context).
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

/**
 * The catalogues ship as ICU ASTs (scripts/build/message-catalogues.mjs) and every message id
 * the source uses is in them (test/ui/shared/i18n/catalogues.test.ts), so the app never parses
 * a message: intl-messageformat takes the parser's no-parser build, which keeps the AST types
 * and drops the parser (about 26 KB, 8 KB gzip, of the entry), as formatjs's performance guide
 * advises for precompiled messages. Resolved beside each importer, so each copy of the package
 * keeps its own version.
 */
function messageParserLeftOut(): Plugin {
  return {
    name: 'message-parser-left-out',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

const ANTD_MOBILE_HELPERS = /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](utils|locales)[\\/]/;
/**
 * Helpers the tab bar never uses: two drive animations, and so import react-spring; the others
 * render overlays imperatively (toasts, dialogs) or lock and track scrolling under them. They
 * come with those components: `/` loads 2.2 KB gzip less (181.9 -> 179.7 KB).
 */
const OVERLAY_HELPERS =
  /[\\/](reduce-and-restore-motion|use-tab-list-scroll|render|unstable-render|render-imperatively|use-lock-scroll|use-touch|get-scroll-parent|with-stop-propagation|supports-passive)\.js$/;
const isAntdMobileBase = (id: string) => ANTD_MOBILE_HELPERS.test(id) && !OVERLAY_HELPERS.test(id);

/**
 * React Router's package exports only its development build (remix-run/react-router#14102):
 * its warnings and checks would ship to every phone. Builds take the production build that
 * the package carries beside it; the dev server keeps the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/**
 * inversify's container imports the reflect-metadata polyfill for its decorators; the app has
 * none (factory bindings only), and builds take the three calls it does make instead
 * (src/composition/reflect-metadata-lite.ts): 2 KB less in the entry.
 */
const REFLECT_METADATA_LITE = {
  find: /^reflect-metadata\/lite$/,
  replacement: fileURLToPath(new URL('./src/composition/reflect-metadata-lite.ts', import.meta.url)),
};

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET;
  const apiBase = apiBasesOf(env);
  const stages = startupStages();
  // In http mode the API calls go to the same origin by default; VITE_API_TARGET
  // forwards them to a backend (for example the reference server) during dev and preview.
  // Like the app server's proxy (scripts/server/upstream.mjs), they give up on the backend
  // below the app's 12 s deadline, and a call the browser abandons is ended upstream too (the
  // proxy aborts it when the browser closes the request): no call applied long after the
  // screen showed nothing.
  const proxy = target
    ? Object.fromEntries(
        API_PREFIXES.map((path) => [path, { target, changeOrigin: true, proxyTimeout: UPSTREAM_TIMEOUT_MS }]),
      )
    : undefined;
  return {
    plugins: [
      react(),
      antdFormContextOnly(),
      messageParserLeftOut(),
      precompiledCatalogues(),
      contentSecurityPolicy(apiBase),
      // A feature's code in the entry fails the build: features load with their first route.
      entryWithoutFeatures(),
      // Start-up's stages, a chunk each (src/main.tsx), all linked from index.html.
      stages.plugin,
      // The desktop's antd styles written at build time, so antd's style runtime stays off.
      desktopAntdStyles(),
      // The mobile home painted into its page, before any script runs.
      firstScreen({ demo: env.VITE_BACKEND !== 'http' }),
      // Installable app: the manifest, and a service worker that the app registers itself
      // (src/adapters/browser/service-worker-shell.adapter.ts) and updates only when asked.
      VitePWA({
        registerType: 'prompt',
        injectRegister: null,
        manifest: appManifest,
        workbox: serviceWorker,
      }),
      // Brotli and gzip copies beside each asset, which the production server sends as they are.
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    ],
    resolve: command === 'build' ? { alias: [...REACT_ROUTER_PRODUCTION, REFLECT_METADATA_LITE] } : {},
    server: { port: 5173, host: '127.0.0.1', proxy },
    preview: { port: 4173, host: '127.0.0.1', proxy, headers: securityHeaders(apiBase) },
    build: {
      target: 'es2022',
      // No polyfill for modulepreload: every browser the app supports has it, and where one does
      // not, a link it does not know only leaves that module to be fetched when imported.
      modulePreload: { polyfill: false },
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: catalogueChunkName, debugName: 'message catalogues' },
              // Everything the entry imports, in one file: split by what else shares it, it came as
              // a dozen small files, and a phone's six connections fetch a dozen in three rounds.
              // First, so that no other group takes React in as one of its dependencies.
              { name: 'app', tags: ['$initial'], priority: 2 },
              { name: 'react-dom', test: stages.inStage('react-dom'), priority: 3 },
              { name: 'app', test: stages.inStage('app'), priority: 2 },
              // antd-mobile's animations (toasts, dialogs, sheets) in a chunk of their own: left to
              // itself, the bundler put them beside the small helpers that the tab bar needs, so
              // every phone screen fetched them before its first paint.
              { name: 'react-spring', test: /[\\/]node_modules[\\/]@react-spring[\\/]/, priority: 1 },
              // ...and the helpers that the tab bar shares with them, in a chunk that does not import them.
              { name: 'antd-mobile-base', test: isAntdMobileBase, priority: 1 },
              // tslib's helpers, which echarts shares with antd-mobile: left to the group above as one
              // of its dependencies, they made every chart (the desktop terminal too) fetch that group.
              { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
