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
const opened = openBrowserStorage(() => window.localStorage);
const { storage, quota } = watchStorageQuota(opened.storage, opened.full);
const config = readAppConfig(import.meta.env);
const root = document.getElementById('root');

// The code evaluates in stages, a task each (index.html preloads them all at once): React's DOM
// renderer, then the app (scripts/build/startup-stages.mjs says why). A stage that cannot be
// fetched is tried again as any split part is; the painted first screen stays meanwhile.
void nextTask()
  .then(() => loadChunk(() => import('./boot/react-dom.stage')))
  .then(nextTask)
  .then(() => loadChunk(() => import('./boot/app.stage')))
  .then(async ({ startApp }) => {
    await nextTask();
    await startApp({ config, storage, quota, root });
  });
