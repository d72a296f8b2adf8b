import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (path: string) => fileURLToPath(new URL(`./fixtures/${path}`, import.meta.url));

/**
 * Builds the bench pages that drive one app component alone (the order book, the kline
 * chart) into dist-bench/<page>/, production mode, sharing dist-bench/assets.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./fixtures', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist-bench', import.meta.url)),
    emptyOutDir: true,
    // Each page carries the whole app component it drives (the kline page all of its echarts).
    chunkSizeWarningLimit: 2048,
    rollupOptions: { input: { book: page('book/index.html'), kline: page('kline/index.html') } },
  },
});
