import { describe, expect, it } from 'vitest';
import { createBrowserConnectivity } from '../../../src/adapters/browser/connectivity.adapter';

/** A window with just what the adapter reads: navigator.onLine and online/offline events. */
function fakeWindow() {
  const target = new EventTarget();
  const navigator = { onLine: true };
  const win = Object.assign(target, { navigator }) as unknown as Window;
  const go = (online: boolean) => {
    navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { win, go };
}

describe('the browser connectivity', () => {
  it("reads navigator.onLine and hears the window's online and offline events", () => {
    const { win, go } = fakeWindow();
    const connectivity = createBrowserConnectivity(win);
    const seen: boolean[] = [];
    const stop = connectivity.onChange(() => seen.push(connectivity.online()));
    go(false);
    go(true);
    expect(seen).toEqual([false, true]);
    stop();
    go(false);
    expect(seen).toEqual([false, true]);
    expect(connectivity.online()).toBe(false);
  });

  it('is online where there is no window', () => {
    expect(createBrowserConnectivity(undefined).online()).toBe(true);
  });
});
