// The smoke's page in Firefox: puppeteer-core drives the system's Firefox ESR over WebDriver
// BiDi, which reports every script error and console error from the page's first line on.
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { appReady, findShown } from './in-page.mjs';

/**
 * How Firefox reports a request that a service worker had in hand when it failed. When the page
 * is left while the worker fetches chunks for it (as its first install does with the chunks on
 * screen), each one is reported so, and also fails as aborted (NS_BINDING_ABORTED): the abort
 * that Chromium reports as net::ERR_ABORTED, which its tests ignore too (test/support/e2e/fixtures.ts).
 */
const SW_REQUEST_FAILED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** One Firefox, one tab, for the whole walk. `found` is what engines.mjs located. */
export async function openFirefox(found, base) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: found.Firefox,
    headless: true,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // Each error with, for a request the service worker had in hand, that request's address.
  const errors = [];
  /** Requests the browser itself called off (a full load leaving the page cuts off its fetches). */
  const aborted = new Set();
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'NS_BINDING_ABORTED') aborted.add(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text() });
  });
  page.on('pageerror', (error) => {
    const intercepted = SW_REQUEST_FAILED.exec(error.message)?.[1];
    errors.push({ text: `uncaught: ${error.message}`, intercepted });
  });
  return {
    engine: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async open(path) {
      await page.goto(base + path);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async ready(timeout = 30_000) {
      await page.waitForFunction(appReady, { polling: 100, timeout });
    },
    async find(selector, { text, timeout = 20_000, toClick = false } = {}) {
      const handle = await page
        .waitForFunction(findShown, { polling: 100, timeout }, selector, text ?? null, toClick)
        .catch(() => {
          throw new Error(
            `not shown within ${timeout / 1000} s: ${selector}${text ? ` with "${text}"` : ''}`,
          );
        });
      return handle.asElement();
    },
    async click(selector, options) {
      await (await this.find(selector, { ...options, toClick: true })).click();
    },
    async fill(selector, value, options) {
      const field = await this.find(selector, options);
      // Selected first, so that typing replaces what the field holds, as a user's would.
      await field.evaluate((input) => {
        input.focus();
        input.select();
      });
      await field.type(value);
    },
    async textOf(selector, options) {
      return (await this.find(selector, options)).evaluate((element) => element.textContent ?? '');
    },
    async valueOf(selector, options) {
      return (await this.find(selector, options)).evaluate((input) => input.value);
    },
    /** Runs a self-contained function in the page and answers what it returns. */
    async run(fn, ...args) {
      return page.evaluate(fn, ...args);
    },
    async path() {
      return page.evaluate(() => location.pathname + location.search);
    },
    async screenshot(file) {
      writeFileSync(file, await page.screenshot());
    },
    async takeErrors() {
      const kept = errors.splice(0).filter((error) => !(error.intercepted && aborted.has(error.intercepted)));
      aborted.clear();
      return kept.map((error) => error.text);
    },
    async close() {
      await browser.close();
    },
  };
}
