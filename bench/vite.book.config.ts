import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the order-book bench page (bench/fixtures/book) into dist-bench, production mode. */
export default defineConfig({
  root: fileURLToPath(new URL('./fixtures/book', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist-bench', import.meta.url)),
    emptyOutDir: true,
  },
});
