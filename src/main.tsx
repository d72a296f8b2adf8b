// First: starts loading the browser's locale data in a worker (see the module), while the
// rest of the entry evaluates.
import './ui/shared/i18n/locale-data-warm-up';
import { openBrowserStorage } from './adapters/storage/browser-storage';
import { watchStorageQuota } from './adapters/storage/quota-watch';
import { createBuildAppServices } from './composition/build-app-services';
import { readAppConfig } from './composition/app-config';
import { renderApp } from './ui/render-app';

// The entry point is the only place that reads the environment and browser globals
// before handing a fully wired set of services to the UI. Blocked storage falls back to
// memory, so the app starts (signed out after a reload) instead of failing blank. A full
// storage keeps what it holds; its refused writes are noticed, and the user is told once.
const opened = openBrowserStorage(() => window.localStorage);
const { storage, quota } = watchStorageQuota(opened.storage, opened.full);

/**
 * The next task of the page's event loop. Start-up runs in several tasks (the code's evaluation,
 * the container, each first-screen group, the first render) instead of one: between them a
 * phone paints and takes a tap, and none is long enough to block it for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The service groups every first screen reads. The services resolve each group when it is
 * first read (app-services-on-first-use.ts); read in the first render, these three took a
 * cheap phone's CPU 60 ms and more in one task, so each is resolved in a task of its own first.
 */
const FIRST_SCREEN_GROUPS = ['session', 'language', 'market'] as const;

void nextTask()
  .then(() => createBuildAppServices(readAppConfig(import.meta.env), storage, quota))
  .then(async (services) => {
    for (const group of FIRST_SCREEN_GROUPS) {
      await nextTask();
      void services[group];
    }
    await nextTask();
    renderApp(document.getElementById('root'), services);
  });
