import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, NO_BROWSER_HELP, PHONE_UA } from './test/support/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4300);
const executablePath = chromiumExecutable();
if (!executablePath && !existsSync(chromium.executablePath())) throw new Error(NO_BROWSER_HELP);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA },
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The production build, served as `npm start` serves it (npm test builds first).
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
