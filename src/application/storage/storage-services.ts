import { fromCallback } from 'xstate';
import type { StorageQuota } from '../../domain/shared/storage-quota.port';
import {
  storageNoticeMachine,
  type StorageNoticeEvent,
  type StorageNoticeMachine,
} from './storage-notice.machine';

export interface StorageServices {
  /** Tells the UI, once per page, that browser storage is full. */
  notice: StorageNoticeMachine;
}

/**
 * The storage notice over the quota port. The first notice is the only one: a layout that
 * mounts again (another form factor, a remount) starts a new machine, but the port's full
 * state has been announced already, so it stays quiet.
 */
export function createStorageServices({ quota }: { quota: StorageQuota }): StorageServices {
  let announced = false;
  return {
    notice: storageNoticeMachine().provide({
      actors: {
        watchQuota: fromCallback<StorageNoticeEvent>(({ sendBack }) =>
          quota.onFull(() => {
            if (announced) return;
            announced = true;
            sendBack({ type: 'storage.full' });
          }),
        ),
      },
    }),
  };
}
