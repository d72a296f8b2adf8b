import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import { type DepositRecord, DepositStatus } from '../../domain/deposit/deposit';

/** While a deposit is arriving the counter is polled every second; otherwise every 5 s (SPEC TimerAttach). */
export const ARRIVING_POLL_MS = 1_000;
export const QUIET_POLL_MS = 5_000;

export interface DepositWatchContext {
  /** Deposits still confirming, newest first, as last read. */
  arriving: DepositRecord[];
}

export type DepositWatchEvent = { type: 'check' };

export type DepositWatchEmitted =
  | { type: 'deposit.credited'; record: DepositRecord }
  | { type: 'deposit.rejected'; record: DepositRecord }
  /** A deposit began or stopped arriving: the records show another set of pending rows. */
  | { type: 'arriving.changed' };

const isPending = (record: DepositRecord) => record.status === DepositStatus.pending;

const idsOf = (records: readonly DepositRecord[]) => records.map((record) => record.id).join(',');

/** The deposits that were arriving and have now ended, with how they ended. */
function ended(before: readonly DepositRecord[], now: readonly DepositRecord[]): DepositRecord[] {
  return now.filter((record) => !isPending(record) && before.some((old) => old.id === record.id));
}

/**
 * The deposit confirmation watch: checking -> waiting (1 s, something is arriving) |
 * quiet (5 s). Each check reads the newest records; a deposit that was arriving and is no
 * more is emitted as credited or rejected, so the screen reloads the balance and says so; a
 * change in what is arriving is emitted too, so the screen reloads the records.
 * `check` looks at once (after a simulated deposit).
 */
export const depositWatchMachine = once(() =>
  setup({
    types: {} as { context: DepositWatchContext; events: DepositWatchEvent; emitted: DepositWatchEmitted },
    actors: {
      fetchRecent: fromPromise<DepositRecord[]>(() => {
        throw new Error('fetchRecent not provided');
      }),
    },
    delays: { arriving: ARRIVING_POLL_MS, quiet: QUIET_POLL_MS },
    guards: { somethingArriving: ({ context }) => context.arriving.length > 0 },
  }).createMachine({
    id: 'depositWatch',
    context: { arriving: [] },
    initial: 'checking',
    on: { check: { target: '.checking', reenter: true } },
    states: {
      checking: {
        invoke: {
          src: 'fetchRecent',
          onDone: {
            target: 'deciding',
            actions: [
              enqueueActions(({ context, event, enqueue }) => {
                const endings = ended(context.arriving, event.output);
                for (const record of endings) {
                  const finished = record.status === DepositStatus.finished;
                  enqueue.emit({ type: finished ? 'deposit.credited' : 'deposit.rejected', record });
                }
                // An ending already has the records reloaded; otherwise a deposit that began arriving does.
                if (endings.length === 0 && idsOf(context.arriving) !== idsOf(event.output.filter(isPending)))
                  enqueue.emit({ type: 'arriving.changed' });
              }),
              assign({ arriving: ({ event }) => event.output.filter(isPending) }),
            ],
          },
          // A failed check is tried again later; the records list shows its own error.
          onError: 'deciding',
        },
      },
      deciding: { always: [{ guard: 'somethingArriving', target: 'waiting' }, { target: 'quiet' }] },
      waiting: { after: { arriving: 'checking' } },
      quiet: { after: { quiet: 'checking' } },
    },
  }),
);

export type DepositWatchMachine = ReturnType<typeof depositWatchMachine>;
