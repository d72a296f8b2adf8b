// The smoke's page in Firefox: puppeteer-core drives the system's Firefox ESR over WebDriver
// BiDi, which reports every script error and console error from the page's first line on.
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { appReady, findShown } from './in-page.mjs';

/** One Firefox, one tab, for the whole walk. `found` is what engines.mjs located. */
export async function openFirefox(found, base) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: found.Firefox,
    headless: true,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
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
      return errors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}
