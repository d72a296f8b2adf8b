import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import {
  backoffDelay,
  sequencedPoll,
  type PollCommand,
  type PollReport,
} from '../../../src/application/shared/sequenced-poll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface Pending {
  request: string;
  resolve: (answer: string) => void;
  reject: (error: Error) => void;
}

/** A machine that owns a poller, forwards commands to it and records what it reports. */
function startPoller() {
  const pending: Pending[] = [];
  const host = setup({
    types: {} as {
      context: { reports: PollReport<string>[] };
      events: PollReport<string> | { type: 'command'; command: PollCommand<string> };
    },
    actors: {
      poll: sequencedPoll<string, string>(
        (request) => new Promise((resolve, reject) => pending.push({ request, resolve, reject })),
      ),
    },
  }).createMachine({
    context: { reports: [] },
    invoke: { id: 'poll', src: 'poll', input: { request: 'a' } },
    on: {
      command: { actions: sendTo('poll', ({ event }) => event.command) },
      '*': {
        actions: assign(({ context, event }) => ({
          reports: [...context.reports, event as PollReport<string>],
        })),
      },
    },
  });
  const actor = createActor(host).start();
  const command = (c: PollCommand<string>) => actor.send({ type: 'command', command: c });
  const reports = () => actor.getSnapshot().context.reports;
  const answers = () => reports().flatMap((r) => (r.type === 'poll.answer' ? [r.answer] : []));
  const phases = () => reports().flatMap((r) => (r.type === 'poll.phase' ? [r.phase] : []));
  return { actor, pending, command, answers, phases, reports };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('sequenced poll', () => {
  it('asks at once and again every 5 seconds with the latest request', async () => {
    const { pending, command } = startPoller();
    expect(pending.map((p) => p.request)).toEqual(['a']);
    command({ type: 'poll.request', request: 'b' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.map((p) => p.request)).toEqual(['a', 'b']);
  });

  it('reports an answer only when it is newer than the one reported', async () => {
    const { pending, answers } = startPoller();
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.resolve('second');
    await flush();
    pending[0]?.resolve('first');
    await flush();
    expect(answers()).toEqual(['second']);
  });

  it('drops answers to requests sent before a new view', async () => {
    const { pending, command, answers } = startPoller();
    command({ type: 'poll.view', request: 'v' });
    expect(pending.map((p) => p.request)).toEqual(['a', 'v']);
    pending[0]?.resolve('old view');
    pending[1]?.resolve('new view');
    await flush();
    expect(answers()).toEqual(['new view']);
  });

  it('backs off 5 s, 10 s, 20 s after failures in a row and polls again after a success', async () => {
    const { pending, phases, answers } = startPoller();
    pending[0]?.reject(new Error('down'));
    await flush();
    expect(phases()).toEqual(['reconnecting']);
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.reject(new Error('down'));
    await flush();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pending).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(3);
    pending[2]?.resolve('back');
    await flush();
    expect(answers()).toEqual(['back']);
    expect(phases()).toEqual(['reconnecting', 'polling']);
    // Back on the regular interval: the success asks again at once, then every 5 s.
    expect(pending).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pending).toHaveLength(5);
  });

  it('grows the backoff up to one minute', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(backoffDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('sends nothing while paused and asks at once on resume, with the request given then', async () => {
    const { pending, command, phases } = startPoller();
    command({ type: 'poll.pause' });
    expect(phases()).toEqual(['paused']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(1);
    command({ type: 'poll.resume', request: 'full' });
    expect(phases()).toEqual(['paused', 'polling']);
    expect(pending.map((p) => p.request)).toEqual(['a', 'full']);
  });

  it('ignores failures while paused and keeps the answers that land then', async () => {
    const { pending, command, phases, answers } = startPoller();
    await vi.advanceTimersByTimeAsync(5_000);
    command({ type: 'poll.pause' });
    pending[0]?.reject(new Error('aborted'));
    pending[1]?.resolve('late');
    await flush();
    expect(phases()).toEqual(['paused']);
    expect(answers()).toEqual(['late']);
  });

  it('reports stale after three intervals without an answer, counted from the last one', async () => {
    const { pending, reports } = startPoller();
    const stale = () => reports().filter((r) => r.type === 'poll.stale').length;
    await vi.advanceTimersByTimeAsync(10_000);
    pending[2]?.resolve('fresh');
    await flush();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(stale()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(stale()).toBe(1);
  });

  it('reports why each failure happened, as the one failure mapper words it', async () => {
    const { pending, reports } = startPoller();
    const failures = () => reports().flatMap((r) => (r.type === 'poll.failed' ? [r.failure] : []));
    pending[0]?.reject(new GatewayError({ kind: 'business', code: 0, message: 'Market closed' }));
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.reject(new GatewayError({ kind: 'timeout' }));
    await flush();
    expect(failures()).toEqual([{ kind: 'said', text: 'Market closed' }, { kind: 'timeout' }]);
  });

  it('stops asking when its owner stops', async () => {
    const { actor, pending } = startPoller();
    actor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(1);
  });
});
