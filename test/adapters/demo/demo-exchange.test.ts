import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoExchange, DEMO_STATE_KEY } from '../../../src/adapters/demo/demo-exchange';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';
import { signUp as signUpOnEngine } from '../../support/fixtures/engine';
import { createFakeClock } from '../../support/fixtures/fake-clock';
import { TEST_PASSWORD_ITERATIONS } from '../../support/fixtures/test-iterations';

function setup(storage: Storage = createMemoryStorage()) {
  const expiries: string[] = [];
  let token: string | null = null;
  const exchange = createDemoExchange({
    store: createBrowserTextStore(storage),
    clock: createFakeClock(),
    tokens: { token: () => token },
    sessionExpiry: { sessionExpired: (message) => expiries.push(message) },
    settings: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });
  const signUp = async (email: string) => {
    token = (await exchange.call((engine) => signUpOnEngine(engine, email))).token;
  };
  return { exchange, storage, expiries, signUp };
}

afterEach(() => vi.unstubAllGlobals());

/**
 * The browser's scheduler.yield, which is how the demo reaches its next task (next-task.ts),
 * held until the test runs the next task itself (and the microtasks after it).
 */
function stubTasks() {
  const tasks: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) });
  const runTask = async () => {
    tasks.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { tasks, runTask };
}

describe('the demo exchange', () => {
  it('works out each call and read in a task of its own and answers it in the next, in the order asked', async () => {
    const { tasks, runTask } = stubTasks();
    const { exchange } = setup();
    const worked: string[] = [];
    const answered: string[] = [];
    void exchange.read(() => worked.push('first')).then(() => answered.push('first'));
    void exchange.call(() => worked.push('second')).then(() => answered.push('second'));
    await Promise.resolve();
    expect([worked, tasks.length]).toEqual([[], 2]);
    await runTask();
    // The work is done, and its answer waits for a task of its own: a screen's render of it
    // never joins the work behind it.
    expect([worked, answered]).toEqual([['first'], []]);
    await runTask();
    expect([worked, answered]).toEqual([['first', 'second'], []]);
    await runTask();
    expect(answered).toEqual(['first']);
    await runTask();
    expect(answered).toEqual(['first', 'second']);
    expect(tasks).toHaveLength(0);
  });

  it('answers a refused call in a task after its work too, with its error', async () => {
    const { tasks, runTask } = stubTasks();
    const { exchange } = setup();
    const outcome: unknown[] = [];
    void exchange
      .read(() => {
        throw new Error('refused');
      })
      .catch((error: unknown) => outcome.push(error));
    await runTask();
    expect([outcome, tasks.length]).toEqual([[], 1]);
    await runTask();
    expect(outcome).toEqual([new Error('refused')]);
  });

  it('keeps users in browser storage, so a reload finds them again', async () => {
    const first = setup();
    await first.signUp('keep@example.com');
    const reloaded = setup(first.storage);
    const users = reloaded.exchange
      .engine()
      .state()
      .users.map((user) => user.email);
    expect(users).toEqual(['keep@example.com']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another format', JSON.stringify({ format: 'something-else', version: 1 })],
    ['a newer version', JSON.stringify({ format: 'demo-exchange-engine', version: 99 })],
    ['a number', '42'],
  ])('starts a fresh exchange when storage holds %s', (_what, text) => {
    const storage = createMemoryStorage();
    storage.setItem(DEMO_STATE_KEY, text);
    expect(setup(storage).exchange.engine().state().users).toEqual([]);
  });

  it('keeps running in memory when browser storage refuses every call', async () => {
    const { exchange, signUp } = setup(createThrowingStorage());
    await signUp('memory@example.com');
    expect(
      exchange
        .engine()
        .state()
        .users.map((user) => user.email),
    ).toEqual(['memory@example.com']);
  });

  it('answers a refusal as a business GatewayError with the engine message', async () => {
    const { exchange } = setup();
    const refusal = exchange.call((engine) => engine.sendEmailCode('not-an-email', 'register'));
    await expect(refusal).rejects.toEqual(
      new GatewayError({ kind: 'business', code: 0, message: 'Email error' }),
    );
  });

  it('answers an unknown token as an expired session and tells the listener', async () => {
    const { exchange, expiries } = setup();
    const call = exchange.call((engine, token) => engine.profile(token));
    await expect(call).rejects.toMatchObject({
      failure: { kind: 'session-expired', message: 'Please login first' },
    });
    expect(expiries).toEqual(['Please login first']);
  });

  it('forgets everything on reset, in memory and in storage', async () => {
    const { exchange, storage, signUp } = setup();
    await signUp('gone@example.com');
    exchange.reset();
    expect(exchange.engine().state().users).toEqual([]);
    expect(storage.getItem(DEMO_STATE_KEY)).toBeNull();
  });
});
