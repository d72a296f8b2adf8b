import { assign, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';

/** SPEC section 4: the periodic event (TimerAttach) fires every 5 seconds. */
export const NOTICE_POLL_MS = 5000;

export type NoticeCountEvent = { type: 'visibility.changed'; visible: boolean } | { type: 'refresh' };

/**
 * The bell's unread count: loaded now and every 5 s while the tab is visible, paused while
 * hidden, refreshed on return. A failed load keeps the last count (the badge never blinks).
 */
export const noticeCountMachine = once(() =>
  setup({
    types: {} as { context: { count: number }; events: NoticeCountEvent },
    actors: {
      unreadCount: fromPromise<number>(() => {
        throw new Error('unreadCount not provided');
      }),
    },
  }).createMachine({
    id: 'noticeCount',
    context: { count: 0 },
    initial: 'loading',
    on: { 'visibility.changed': { guard: ({ event }) => !event.visible, target: '.paused' } },
    states: {
      loading: {
        invoke: {
          src: 'unreadCount',
          onDone: { target: 'waiting', actions: assign({ count: ({ event }) => event.output }) },
          onError: 'waiting',
        },
      },
      waiting: {
        after: { [NOTICE_POLL_MS]: 'loading' },
        on: { refresh: 'loading' },
      },
      paused: {
        on: { 'visibility.changed': { guard: ({ event }) => event.visible, target: 'loading' } },
      },
    },
  }),
);

export type NoticeCountMachine = ReturnType<typeof noticeCountMachine>;
