import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
export const appManifest: Partial<ManifestOptions>;
export const serviceWorker: VitePWAOptions['workbox'];
