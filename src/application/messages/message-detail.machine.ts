import { assign, emit, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import type { Notice } from '../../domain/notices/notice';
import { failureOf, type Failure } from '../shared/failure-message';

export interface MessageDetailInput {
  /** The message's id from the address (?id=...); '' when the address names none. */
  id: string;
}

export interface MessageDetailContext {
  id: string;
  notice: Notice | null;
  error: Failure | null;
}

/** Told once the server has the message as read: the bell's count drops (refresh-notice). */
export type MessageDetailEmitted = { type: 'notice.read'; id: string };

/**
 * One message opened (/setting/msg-detail?id=...): the server marks it read as it answers,
 * so the screen emits `notice.read` then. An address without an id asks nothing and says the
 * message is missing; a failed load offers `retry`.
 */
export const messageDetailMachine = once(() =>
  setup({
    types: {} as {
      context: MessageDetailContext;
      events: { type: 'retry' };
      input: MessageDetailInput;
      emitted: MessageDetailEmitted;
    },
    actors: {
      detail: fromPromise<Notice, { id: string }>(() => {
        throw new Error('detail not provided');
      }),
    },
  }).createMachine({
    id: 'messageDetail',
    context: ({ input }) => ({ id: input.id, notice: null, error: null }),
    initial: 'choosing',
    states: {
      choosing: { always: [{ guard: ({ context }) => context.id === '', target: 'missing' }, 'loading'] },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'detail',
          input: ({ context }) => ({ id: context.id }),
          onDone: {
            target: 'ready',
            actions: [
              assign({ notice: ({ event }) => event.output }),
              emit(({ context }) => ({ type: 'notice.read' as const, id: context.id })),
            ],
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
        },
      },
      ready: {},
      failed: { on: { retry: 'loading' } },
      missing: {},
    },
  }),
);

export type MessageDetailMachine = ReturnType<typeof messageDetailMachine>;
