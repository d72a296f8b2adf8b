import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Content-Security-Policy is injected into the built page only: the dev server
 * needs inline scripts for hot reload. antd and antd-mobile style through inline
 * style attributes, so styles allow 'unsafe-inline'; scripts never do.
 */
function contentSecurityPolicy(apiBase: string): Plugin {
  const connect = ["'self'", apiBase].filter((part) => part.startsWith('http') || part === "'self'");
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET;
  // In http mode the API calls go to the same origin by default; VITE_API_TARGET
  // forwards them to a backend (for example the reference server) during dev and preview.
  const proxy = target
    ? Object.fromEntries(
        ['/bb', '/api', '/user', '/contract', '/huobi', '/paramter', '/index'].map((path) => [
          path,
          { target, changeOrigin: true },
        ]),
      )
    : undefined;
  return {
    plugins: [react(), contentSecurityPolicy(env.VITE_API_BASE ?? '')],
    server: { port: 5173, host: '127.0.0.1', proxy },
    preview: { port: 4173, host: '127.0.0.1', proxy },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
  };
});
