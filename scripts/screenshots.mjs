// `npm run screenshots`: the README's pictures of both form factors, from the built app in
// demo mode (run `npm run build` first). Viewport-sized, as a visitor first sees the page.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable, NO_BROWSER_HELP, PHONE_UA } from '../test/support/browser.mjs';

const PORT = 4410;
const base = `http://127.0.0.1:${PORT}`;
const shots = [
  {
    file: 'docs/screenshots/mobile-home.png',
    path: '/',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA },
  },
  {
    file: 'docs/screenshots/desktop-main.png',
    path: '/pc/main',
    context: { viewport: { width: 1440, height: 900 } },
  },
];

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
  },
);
const executablePath = chromiumExecutable();
if (!executablePath) throw new Error(NO_BROWSER_HELP);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  mkdirSync('docs/screenshots', { recursive: true });
  for (const shot of shots) {
    const page = await browser.newPage(shot.context);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await page.goto(base + shot.path);
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    // The market overview is the live part of both home pages: wait for its rows.
    await page.getByRole('row').nth(3).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot.file });
    console.log(`saved ${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
