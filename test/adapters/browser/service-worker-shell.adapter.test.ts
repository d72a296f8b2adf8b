import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceWorkerShell } from '../../../src/adapters/browser/service-worker-shell.adapter';

// workbox-window stands in as a fake: what the shell does with it is the subject here; the
// real thing runs in app-install.e2e.ts.

class FakeWorker extends EventTarget {
  state = 'installing';
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registration: { installing: FakeWorker | null; waiting: FakeWorker | null } = {
  installing: null,
  waiting: null,
};
const workboxes: FakeWorkbox[] = [];

class FakeWorkbox extends EventTarget {
  constructor(readonly scriptUrl: string) {
    super();
    workboxes.push(this);
  }
  register = vi.fn(async () => registration);
  messageSkipWaiting = vi.fn();
  messageSW = vi.fn(async () => true);
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** What the page loaded before a worker controlled it: its own chunks, its page, another origin. */
const LOADED = [
  'http://app.test/assets/index-abc.js',
  'http://app.test/assets/home-def.css',
  'http://app.test/manifest.webmanifest',
  'https://cdn.example/assets/other.js',
].map((name) => ({ name }));

/** A page that has loaded, with or without a service worker in control. */
function fakeWindow(controlled: boolean) {
  return {
    fetch: vi.fn(),
    document: { readyState: 'complete' },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    addEventListener: () => undefined,
    performance: { getEntriesByType: () => LOADED },
    location: { origin: 'http://app.test', reload: vi.fn() },
  } as unknown as Window;
}

async function started(controlled: boolean) {
  const win = fakeWindow(controlled);
  const shell = createServiceWorkerShell({ scriptUrl: '/sw.js', win, settleMs: 10 });
  const offers = vi.fn();
  shell.onUpdateReady(offers);
  // Past the settle time; no requestIdleCallback on the fake page, so the install starts then.
  await vi.advanceTimersByTimeAsync(10);
  // The dynamic import and the registration settle.
  await vi.waitFor(() => expect(workboxes.at(-1)?.register).toHaveBeenCalled());
  await vi.advanceTimersByTimeAsync(0);
  return { shell, offers, win, workbox: workboxes.at(-1) as FakeWorkbox };
}

beforeEach(() => {
  vi.useFakeTimers();
  registration.installing = null;
  registration.waiting = null;
  workboxes.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the service worker shell', () => {
  it('offers an update that workbox reports waiting', async () => {
    const { offers, workbox } = await started(true);
    workbox.dispatchEvent(new Event('waiting'));
    expect(offers).toHaveBeenCalledTimes(1);
  });

  it('offers an update the browser was still installing when the app registered', async () => {
    const update = new FakeWorker();
    registration.installing = update;
    const { offers } = await started(true);
    update.become('installed');
    registration.waiting = update;
    await vi.advanceTimersByTimeAsync(200);
    expect(offers).toHaveBeenCalledTimes(1);
  });

  it('hands the first worker the chunks already on screen to keep, and fetches none itself', async () => {
    const { win, workbox } = await started(false);
    workbox.dispatchEvent(Object.assign(new Event('controlling'), { isUpdate: false }));
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: ['http://app.test/assets/index-abc.js', 'http://app.test/assets/home-def.css'],
      },
    });
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it('offers nothing for the first install, which activates instead of waiting', async () => {
    const first = new FakeWorker();
    registration.installing = first;
    const { offers } = await started(false);
    first.become('installed');
    await vi.advanceTimersByTimeAsync(200);
    expect(offers).not.toHaveBeenCalled();
  });

  it('offers nothing when the installed worker is no longer waiting a moment later', async () => {
    const update = new FakeWorker();
    registration.installing = update;
    const { offers } = await started(true);
    update.become('installed');
    // Taken over at once (another tab applied it): never waiting when checked.
    await vi.advanceTimersByTimeAsync(200);
    expect(offers).not.toHaveBeenCalled();
  });
});
