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
const services = createBuildAppServices(readAppConfig(import.meta.env), storage, quota);
renderApp(document.getElementById('root'), services);
