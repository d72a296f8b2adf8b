import { createRequire } from 'node:module';
import { buildTimeModules } from './build-time-modules.mjs';

const STYLESHEET_MODULE = '/src/ui/desktop/theme/antd-stylesheet.tsx';
/** The module the desktop's theme reads the build's answers from (src/ui/desktop/theme/antd-prebuilt.ts). */
const PREBUILT = /[\\/]src[\\/]ui[\\/]desktop[\\/]theme[\\/]antd-prebuilt\.ts$/;
const STYLESHEET_ID = 'virtual:desktop-antd.css';
const RESOLVED_ID = '\0desktop-antd.css';

/**
 * The icons' own rules (spin, alignment), which @ant-design/icons inserts as an icon first
 * renders unless antd's runtime is off. Its CommonJS build: Node cannot load its ES modules.
 */
const iconStyles = () =>
  createRequire(import.meta.url)('@ant-design/icons/lib/renderUtils').iconStyles.trim();

/**
 * antd's styles for the desktop, written once at build time instead of by antd's CSS-in-JS
 * runtime on every start, which spent the desktop's start-up main thread on them: the build
 * renders every antd part the desktop draws under the desktop theme
 * (src/ui/desktop/theme/antd-stylesheet.tsx) and the theme module then imports the result, so
 * the stylesheet comes with the desktop's chunk (never to the phone) and the ConfigProvider
 * turns the runtime off. The dark algorithm's tokens for the theme are worked out here too, and the
 * theme reads them instead of working them out as the desktop starts. The dev server keeps the runtime.
 */
export function desktopAntdStyles() {
  let stylesheet = null;
  let darkTokens = null;
  return {
    name: 'desktop-antd-styles',
    apply: 'build',
    async buildStart() {
      const server = await buildTimeModules();
      try {
        const { antdAhead } = await server.ssrLoadModule(STYLESHEET_MODULE);
        const ahead = antdAhead();
        stylesheet = `${iconStyles()}\n${ahead.stylesheet}`;
        darkTokens = ahead.darkTokens;
      } finally {
        await server.close();
      }
    },
    resolveId: (source) => (source === STYLESHEET_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (stylesheet === null) throw new Error('desktop-antd-styles: the stylesheet was not written');
      return stylesheet;
    },
    transform(_code, id) {
      if (!PREBUILT.test(id)) return null;
      const code = [
        `import '${STYLESHEET_ID}';`,
        'export const ANTD_STYLES_PREBUILT = true;',
        `export const PREBUILT_DARK_TOKENS = ${JSON.stringify(darkTokens)};`,
      ];
      return { code: `${code.join('\n')}\n`, map: null };
    },
  };
}
