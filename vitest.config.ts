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
  },
});
