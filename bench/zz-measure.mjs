import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, ua, path] of [[390, 844, true, '/'], [1440, 900, false, '/pc/main']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, isMobile: ua, userAgent: ua ? 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' : undefined, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4399' + path);
  await page.waitForSelector('.mk-overview__table tbody tr', { timeout: 15000 }).catch(() => null);
  await page.waitForTimeout(1500);
  console.log(path, await page.evaluate(() => JSON.stringify({
    overview: document.querySelector('.mk-overview')?.getBoundingClientRect().height,
    table: document.querySelector('.mk-overview__table')?.getBoundingClientRect().height,
    rows: document.querySelectorAll('.mk-overview__table tbody tr').length,
    head: document.querySelector('.mk-overview__head')?.getBoundingClientRect().height,
    main: document.querySelector('main')?.getBoundingClientRect().height,
    footerTop: document.querySelector('footer')?.getBoundingClientRect().top,
  })));
  await context.close();
}
await browser.close();
