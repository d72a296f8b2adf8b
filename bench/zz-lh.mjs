import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
const url = process.argv[2]; const form = process.argv[3] ?? 'mobile';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, form === 'desktop' ? desktopConfig : undefined);
await chrome.kill();
const a = (id) => lhr.audits[id];
console.log('score', lhr.categories.performance.score, 'FCP', a('first-contentful-paint').numericValue|0, 'LCP', a('largest-contentful-paint').numericValue|0, 'TBT', a('total-blocking-time').numericValue|0, 'CLS', a('cumulative-layout-shift').numericValue, 'SI', a('speed-index').numericValue|0, 'TTI', a('interactive')?.numericValue|0);
for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'lcp-breakdown-insight', 'render-blocking-insight', 'network-dependency-tree-insight', 'bootup-time', 'mainthread-work-breakdown', 'long-tasks']) {
  const x = a(id); if (!x) continue; console.log('==', id, x.displayValue ?? '', JSON.stringify(x.details?.items ?? x.details, null, 0)?.slice(0, 1500));
}
const reqs = a('network-requests').details.items; console.log('requests', reqs.length);
for (const r of reqs) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.url.replace(/^https?:\/\/[^/]+/, ''));
