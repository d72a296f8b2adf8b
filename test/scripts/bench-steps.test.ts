import { describe, expect, it } from 'vitest';
import { browserKeeper, runStep, withDeadline } from '../../bench/steps.mjs';

describe('a bench step', () => {
  it('gives its rows when it works', async () => {
    expect(await runStep('ok', async () => [{ name: 'ok', pass: true }])).toEqual([
      { name: 'ok', pass: true },
    ]);
  });

  it('is tried again once, and a second try that works counts', async () => {
    let tries = 0;
    const rows = await runStep('flaky', async () => {
      tries += 1;
      if (tries === 1) throw new Error('browser has been closed');
      return [{ name: 'flaky', pass: true }];
    });
    expect(tries).toBe(2);
    expect(rows).toEqual([{ name: 'flaky', pass: true }]);
  });

  it('that fails every try, or outlives its deadline, is a FAIL row with each error', async () => {
    const rows = await runStep('stuck', () => new Promise<never[]>(() => undefined), {
      timeoutMs: 20,
      attempts: 2,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'stuck',
        pass: false,
        error: ['stuck took longer than 0.02 s', 'stuck took longer than 0.02 s'],
      }),
    ]);
  });

  it('keeps no timer once its work is done', async () => {
    expect(await withDeadline(Promise.resolve(7), 60_000, 'quick')).toBe(7);
  });
});

describe('the bench browser', () => {
  it('is the same while it lives and launched anew once it has died', async () => {
    let launched = 0;
    const make = () => {
      launched += 1;
      let connected = true;
      return { isConnected: () => connected, close: async () => void (connected = false), id: launched };
    };
    const keeper = browserKeeper(async () => make());
    const first = await keeper.get();
    expect(await keeper.get()).toBe(first);
    await first.close();
    expect((await keeper.get()).id).toBe(2);
  });
});
