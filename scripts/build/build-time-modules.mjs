import { createServer } from 'vite';

/**
 * A vite server with no HTTP side, for a build step that runs the app's own modules in Node
 * (`server.ssrLoadModule`): the painted first screens and the desktop's antd styles. It reads
 * no config file (the app's plugins are the build's, not this step's) and bundles nothing
 * ahead. `ssr` names the packages vite must transform rather than leave to Node.
 */
export function buildTimeModules({ ssr } = {}) {
  return createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    ...(ssr ? { ssr } : {}),
  });
}
