import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NOTICE_POLL_MS, noticeCountMachine } from '../../../src/application/notices/notice-count.machine';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(counts: Array<number | Error>) {
  let calls = 0;
  const clock = new SimulatedClock();
  const machine = noticeCountMachine().provide({
    actors: {
      unreadCount: fromPromise(async () => {
        const next = counts[Math.min(calls, counts.length - 1)] ?? 0;
        calls += 1;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, calls: () => calls };
}

describe('notice count machine', () => {
  it('loads at once and again every 5 s', async () => {
    const { actor, clock, calls } = start([2, 5]);
    await flush();
    expect(actor.getSnapshot().context.count).toBe(2);
    clock.increment(NOTICE_POLL_MS);
    await flush();
    expect(actor.getSnapshot().context.count).toBe(5);
    expect(calls()).toBe(2);
  });

  it('keeps the last count when a load fails', async () => {
    const { actor, clock } = start([3, new Error('Please try again later')]);
    await flush();
    clock.increment(NOTICE_POLL_MS);
    await flush();
    expect(actor.getSnapshot().context.count).toBe(3);
  });

  it('pauses while the tab is hidden and refreshes on return', async () => {
    const { actor, clock, calls } = start([1, 4]);
    await flush();
    actor.send({ type: 'visibility.changed', visible: false });
    clock.increment(NOTICE_POLL_MS * 3);
    await flush();
    expect(calls()).toBe(1);
    actor.send({ type: 'visibility.changed', visible: true });
    await flush();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(4);
  });
});
