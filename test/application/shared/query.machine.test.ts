import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createQueryMachine, provideQuery } from '../../../src/application/shared/query.machine';
import { lost } from '../../support/fixtures/gateway-failures';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('query machine', () => {
  it('loads on start and keeps the answer', async () => {
    const actor = createActor(provideQuery(createQueryMachine<string>(), async () => 'balances')).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context).toEqual({ data: 'balances', error: null });
  });

  it('keeps the last data and reports the message when a reload fails', async () => {
    const answers = [Promise.resolve('first'), Promise.reject(lost('network'))];
    const actor = createActor(
      provideQuery(createQueryMachine<string>(), () => answers.shift() ?? Promise.resolve('later')),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reload' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toEqual({ data: 'first', error: { kind: 'network' } });
  });

  it('never lets an answer of a load left behind land after a reload', async () => {
    const slow = deferred<string>();
    const calls = [slow.promise, Promise.resolve('fresh')];
    const actor = createActor(
      provideQuery(createQueryMachine<string>(), () => calls.shift() ?? Promise.resolve('again')),
    ).start();
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    slow.resolve('stale');
    await Promise.resolve();
    expect(actor.getSnapshot().context.data).toBe('fresh');
  });
});
