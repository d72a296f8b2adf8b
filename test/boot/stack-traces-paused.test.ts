import { afterEach, describe, expect, it, vi } from 'vitest';

const errorConstructor = Error as { stackTraceLimit?: unknown };
const before = errorConstructor.stackTraceLimit;

afterEach(() => {
  errorConstructor.stackTraceLimit = before;
  vi.resetModules();
});

describe('stack traces paused while React DOM evaluates', () => {
  it('errors made after the module is evaluated carry no frames, and resuming restores the limit', async () => {
    errorConstructor.stackTraceLimit = 25;
    const { resumeStackTraces } = await import('../../src/boot/stack-traces-paused');

    // Not a number: V8 captures no frames at all, even for an attached inspector.
    expect(errorConstructor.stackTraceLimit).toBeUndefined();
    const paused = new Error('sentinel');
    expect(paused.stack ?? '').not.toMatch(/\n\s+at /);

    resumeStackTraces();

    expect(errorConstructor.stackTraceLimit).toBe(25);
    expect(new Error('after').stack).toMatch(/\n\s+at /);
  });
});
