import { API_PREFIXES } from '../server/api-prefixes.mjs';

const BACKGROUND = '#0b0e11';
const THEME_COLOR = '#AFEF26';

/** The web app manifest: the mobile app installs to a phone's home screen. */
export const appManifest = {
  name: 'Exchange',
  short_name: 'Exchange',
  description: 'Trade crypto spot and seconds contracts, invest in finance, mining, pool and fund products.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The service worker precaches the shell (the page, the entry chunk and its styles, the
 * icons). Page chunks of either form factor are hashed and never change, so they are kept
 * the first time they load (cache first): a phone never downloads the desktop app to be
 * ready offline. API calls are never cached: prices must be live or clearly paused.
 */
export const serviceWorker = {
  // The manifest's icons are added by the plugin itself. The locale-data worker is part of the
  // shell: every load starts it (src/ui/shared/i18n/locale-data-warm-up.ts).
  globPatterns: [
    'index.html',
    'assets/index-*.{js,css}',
    'assets/rolldown-runtime-*.js',
    'assets/locale-data.worker-*.js',
    '*.svg',
  ],
  navigateFallback: '/index.html',
  navigateFallbackDenylist: API_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(/|$)`)),
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'app-chunks', expiration: { maxEntries: 300 } },
    },
  ],
  cleanupOutdatedCaches: true,
  // The first install takes the page at once (nothing older to replace), so the chunks on
  // screen pass through it and the app opens offline after one visit. Updates still wait.
  clientsClaim: true,
};
