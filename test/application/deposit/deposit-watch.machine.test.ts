import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  ARRIVING_POLL_MS,
  depositWatchMachine,
  QUIET_POLL_MS,
} from '../../../src/application/deposit/deposit-watch.machine';
import { type DepositRecord, DepositStatus } from '../../../src/domain/deposit/deposit';

const record = (id: string, status: DepositStatus, confirmations = 0): DepositRecord => ({
  id,
  coin: 'USDT',
  network: 'TRC20',
  amount: '5',
  status,
  createdAt: 0,
  txHash: null,
  confirmations,
  required: 12,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: DepositRecord[][]) {
  let calls = 0;
  const clock = new SimulatedClock();
  const machine = depositWatchMachine().provide({
    actors: {
      fetchRecent: fromPromise(async () => answers[Math.min(calls++, answers.length - 1)] ?? []),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const events: string[] = [];
  actor.on('deposit.credited', ({ record: done }) => events.push(`credited ${done.id}`));
  actor.on('deposit.rejected', ({ record: done }) => events.push(`rejected ${done.id}`));
  actor.on('arriving.changed', () => events.push('arriving'));
  return { actor, clock, events, calls: () => calls };
}

describe('deposit confirmation watch', () => {
  it('polls every second while a deposit arrives and says once when it is credited', async () => {
    const { actor, clock, events, calls } = start([
      [record('1', DepositStatus.pending, 3)],
      [record('1', DepositStatus.pending, 11)],
      [record('1', DepositStatus.finished, 12)],
    ]);
    await settle();
    expect(actor.getSnapshot().context.arriving.map((r) => r.confirmations)).toEqual([3]);
    clock.increment(ARRIVING_POLL_MS);
    await settle();
    expect(actor.getSnapshot().context.arriving.map((r) => r.confirmations)).toEqual([11]);
    clock.increment(ARRIVING_POLL_MS);
    await settle();
    // Arriving from the first look; once the count only rises, nothing more until it ends.
    expect(events).toEqual(['arriving', 'credited 1']);
    expect(actor.getSnapshot().matches('quiet')).toBe(true);
    // Quiet: the next look is 5 s away, and an old credit is never said again.
    clock.increment(ARRIVING_POLL_MS);
    await settle();
    expect(calls()).toBe(3);
    clock.increment(QUIET_POLL_MS);
    await settle();
    expect(calls()).toBe(4);
    expect(events).toEqual(['arriving', 'credited 1']);
  });

  it('says when an arriving deposit is rejected, and looks at once on check', async () => {
    const { actor, clock, events, calls } = start([
      [],
      [record('2', DepositStatus.pending)],
      [record('2', DepositStatus.rejected)],
    ]);
    await settle();
    actor.send({ type: 'check' });
    await settle();
    expect(calls()).toBe(2);
    clock.increment(ARRIVING_POLL_MS);
    await settle();
    expect(events).toEqual(['arriving', 'rejected 2']);
  });
});
