import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Worker threads, two of them: vitest's default on two cores is one worker (cores - 1),
    // which ran the suite in about 160 s; threads on both cores take about 80 s.
    pool: 'threads',
    maxWorkers: 2,
    // Test files share their worker's module graph instead of importing it afresh per file:
    // the suite ran in 45 s instead of 88 s. Every file builds its own actors, engines and
    // containers, so nothing carries over from one file to the next.
    isolate: false,
    // antd-mobile's modules import their styles, which Node cannot load: its ES build through
    // vite, which drops them (the first screen's render test draws the phone's tab bar, as the
    // build does).
    server: { deps: { inline: ['antd-mobile'] } },
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
  },
});
