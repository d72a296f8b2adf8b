import { sessionMachine } from '../application/session/session.machine';
import type { AppConfig } from '../composition/app-config';
import { createBuildAppServices } from '../composition/build-app-services';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import { renderApp } from '../ui/render-app';
import { nextTask } from './next-task';

/**
 * The service groups every first screen reads. The services resolve each group when it is
 * first read (app-services-on-first-use.ts); read in the first render, these three took a
 * cheap phone's CPU 60 ms and more in one task, so each is resolved in a task of its own first.
 */
const FIRST_SCREEN_GROUPS = ['session', 'language', 'market'] as const;

/** What the entry read from the environment and the browser for the app. */
export interface StartInput {
  config: AppConfig;
  storage: Storage;
  quota: StorageQuota;
  root: HTMLElement | null;
}

/** Start-up's last stage: the services, the first-screen groups and the first render, a task each. */
export async function startApp({ config, storage, quota, root }: StartInput): Promise<void> {
  const services = createBuildAppServices(config, storage, quota);
  // The session machine's definition (xstate builds its tree of states) was a third to a half
  // of the session group's 20-70 ms task on a cheap phone's CPU: it is built in a task first.
  await nextTask();
  sessionMachine();
  for (const group of FIRST_SCREEN_GROUPS) {
    await nextTask();
    void services[group];
  }
  await nextTask();
  renderApp(root, services);
}
