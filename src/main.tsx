// First: starts loading the browser's locale data in a worker (see the module), while the
// rest of start-up loads.
import './ui/shared/i18n/locale-data-warm-up';
import { openBrowserStorage } from './adapters/storage/browser-storage';
import { watchStorageQuota } from './adapters/storage/quota-watch';
import { readAppConfig } from './composition/app-config';
import { nextTask } from './boot/next-task';
import { loadChunk } from './ui/shared/chunk-load';

// The entry point is the only place that reads the environment and browser globals
// before handing a fully wired set of services to the UI. Blocked storage falls back to
// memory, so the app starts (signed out after a reload) instead of failing blank. A full
// storage keeps what it holds; its refused writes are noticed, and the user is told once.
// Read in a task of its own, after this module's: the first read of localStorage has the
// browser load the whole store, 7-21 ms of a cheap phone's CPU (4x throttle) on top of the
// 8-19 ms that starting the locale worker takes in this one.
function readBrowser() {
  const opened = openBrowserStorage(() => window.localStorage);
  const { storage, quota } = watchStorageQuota(opened.storage, opened.full);
  return { config: readAppConfig(import.meta.env), storage, quota, root: document.getElementById('root') };
}

// The code evaluates in stages, a task each (index.html preloads them all at once): React's DOM
// renderer, then the app (scripts/build/startup-stages.mjs says why). A stage that cannot be
// fetched is tried again as any split part is; the painted first screen stays meanwhile.
void nextTask()
  .then(readBrowser)
  .then(async (browser) => {
    await nextTask();
    await loadChunk(() => import('./boot/react-dom.stage'));
    await nextTask();
    const { startApp } = await loadChunk(() => import('./boot/app.stage'));
    await nextTask();
    await startApp(browser);
  });
