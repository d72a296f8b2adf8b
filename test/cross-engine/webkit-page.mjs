// The smoke's page in WebKitGTK: selenium-webdriver drives MiniBrowser (WebKitGTK's own
// browser) through WebKitWebDriver, on a virtual X server of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder } from 'selenium-webdriver';
import { appReady, collectErrors, findShown, takeCollectedErrors } from './in-page.mjs';

/**
 * MiniBrowser's toolbar holds its window at 447 px or wider, more than a phone's 390. This style
 * sheet for the browser's own GTK widgets (never the page, which WebKit draws itself) lets the
 * toolbar shrink, so the page gets the phone's width.
 */
const NARROW_TOOLBAR =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

/** Tries at giving the window a size before the step fails. */
const RESIZE_ATTEMPTS = 10;

/** MiniBrowser starts in about 5 s here, twice that on a busy machine. */
const SESSION_START_MS = 30_000;

/**
 * Starts Xvfb on a free display and answers its number (Xvfb writes it to the -displayfd pipe).
 * Its screen is larger than the desktop's 1440x900 page, so the window and its toolbar fit on it.
 */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = new Promise((resolve, reject) => {
    let said = '';
    xvfb.stdio[3].on('data', (chunk) => {
      said += chunk;
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it started`)));
  });
  return { xvfb, display };
}

/** Waits until WebKitWebDriver answers its status, or gives up. */
async function driverUp(url, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const answer = await fetch(`${url}/status`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 10 s');
}

/** One MiniBrowser session for the whole walk, on `driverPort`. `found` is what engines.mjs located. */
export async function openWebKit(found, base, driverPort) {
  const { xvfb, display } = startXvfb();
  const home = mkdtempSync(join(tmpdir(), 'smoke-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  const server = spawn(found.WebKitWebDriver, [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: await display, XDG_CONFIG_HOME: home },
    stdio: 'ignore',
  });
  const stop = () => {
    const exited = [server, xvfb].map(
      (child) =>
        child.exitCode !== null ||
        child.signalCode !== null ||
        new Promise((resolve) => child.once('exit', resolve)),
    );
    server.kill();
    xvfb.kill();
    rmSync(home, { recursive: true, force: true });
    return Promise.all(exited);
  };
  // Neither outlives the smoke, however it ends.
  process.once('exit', stop);
  let driver;
  try {
    const url = `http://127.0.0.1:${driverPort}`;
    await driverUp(url, server);
    const session = new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: found.MiniBrowser, args: ['--automation'] },
      })
      .build();
    // The driver waits for ever on a browser that never connects to it.
    driver = await Promise.race([
      session,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`MiniBrowser did not start (${found.MiniBrowser})`)),
          SESSION_START_MS,
        ).unref(),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const version = (await driver.getCapabilities()).get('browserVersion');
  const script = (fn, ...args) => driver.executeScript(fn, ...args);
  return {
    engine: `WebKitGTK ${version}`,
    async open(path) {
      await driver.get(base + path);
    },
    async resize(width, height) {
      const inner = () => script(() => [window.innerWidth, window.innerHeight]);
      let [innerWidth, innerHeight] = await inner();
      // A MiniBrowser just started may not take the first size it is given (it stayed at its
      // default 1024x748 in about 1 run of 5 here): the size is asked for again until it holds.
      for (let attempt = 0; attempt < RESIZE_ATTEMPTS; attempt += 1) {
        if (innerWidth === width && innerHeight === height) return;
        // The window's height includes the toolbar: grow it by that much, so the page gets `height`.
        const { height: outer } = await driver.manage().window().getRect();
        await driver
          .manage()
          .window()
          .setRect({ width, height: height + (outer - innerHeight) });
        await new Promise((resolve) => setTimeout(resolve, attempt * 100));
        [innerWidth, innerHeight] = await inner();
      }
      throw new Error(`the page is ${innerWidth}x${innerHeight} px, not ${width}x${height}`);
    },
    async ready(timeout = 30_000) {
      await driver.wait(() => script(appReady), timeout, `the app was not ready within ${timeout / 1000} s`);
      // From here on, until the next full load, the page keeps its own errors for the smoke.
      await script(collectErrors);
    },
    async find(selector, { text, timeout = 20_000, toClick = false } = {}) {
      return driver.wait(
        () => script(findShown, selector, text ?? null, toClick),
        timeout,
        `not shown within ${timeout / 1000} s: ${selector}${text ? ` with "${text}"` : ''}`,
      );
    },
    async click(selector, options) {
      await (await this.find(selector, { ...options, toClick: true })).click();
    },
    async fill(selector, value, options) {
      const field = await this.find(selector, options);
      // Selected first, so that typing replaces what the field holds, as a user's would.
      await script((input) => {
        input.focus();
        input.select();
      }, field);
      await field.sendKeys(value);
    },
    async textOf(selector, options) {
      return script((element) => element.textContent ?? '', await this.find(selector, options));
    },
    async valueOf(selector, options) {
      return script((input) => input.value, await this.find(selector, options));
    },
    /** Runs a self-contained function in the page and answers what it returns. */
    async run(fn, ...args) {
      return script(fn, ...args);
    },
    async path() {
      return script(() => location.pathname + location.search);
    },
    async screenshot(file) {
      // After the window was resized, WebKitGTK draws the next page's fixed and sticky layers
      // (the phone's header and tab bar) up to some 300 ms after the rest, where the same page
      // opened without a resize has them at once: a picture waits that long, to show the page
      // as a user sees it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      writeFileSync(file, await driver.takeScreenshot(), 'base64');
    },
    async takeErrors() {
      return script(takeCollectedErrors);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      process.off('exit', stop);
      await stop();
    },
  };
}
