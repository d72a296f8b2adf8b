import { fromCallback, setup } from 'xstate';
import { once } from '../shared/once';

export type StorageNoticeEvent = { type: 'storage.full' } | { type: 'notice.shown' };

/**
 * The one "storage is full" notice: quiet -> telling (the UI shows it) -> told. Nothing
 * leads back, so the user is told once however many writes are refused.
 */
export const storageNoticeMachine = once(() =>
  setup({
    types: {} as { events: StorageNoticeEvent },
    actors: {
      watchQuota: fromCallback<StorageNoticeEvent>(() => {
        throw new Error('watchQuota not provided');
      }),
    },
  }).createMachine({
    id: 'storageNotice',
    invoke: { src: 'watchQuota' },
    initial: 'quiet',
    states: {
      quiet: { on: { 'storage.full': 'telling' } },
      telling: { on: { 'notice.shown': 'told' } },
      told: {},
    },
  }),
);

export type StorageNoticeMachine = ReturnType<typeof storageNoticeMachine>;
