import { expect } from 'vitest';
import { createExchangeEngine, isEngineError } from '../../../../../src/adapters/demo/engine';
import type { EngineSettings, ExchangeEngine } from '../../../../../src/adapters/demo/engine';
import { createFakeClock } from './fake-clock';
import type { FakeClock } from './fake-clock';

export interface Harness {
  engine: ExchangeEngine;
  clock: FakeClock;
}

export function startEngine(settings: Partial<EngineSettings> = {}, seed = 'test-seed'): Harness {
  const clock = createFakeClock();
  return { engine: createExchangeEngine({ clock, seed, settings }), clock };
}

export const PASSWORD = 'secret-1';

/** Registers and signs in through the same steps as the app: email code, then the call. */
export function signUp(
  engine: ExchangeEngine,
  email: string,
  inviteCode = '',
): { userId: string; token: string } {
  const code = engine.sendEmailCode(email, 'register');
  engine.register({ email, code, password: PASSWORD, inviteCode });
  return signIn(engine, email);
}

export function signIn(
  engine: ExchangeEngine,
  email: string,
  password = PASSWORD,
): { userId: string; token: string } {
  const code = engine.sendEmailCode(email, 'login');
  return engine.login({ account: email, code, password });
}

/** Asserts that a call is refused with exactly this code and message. */
export function expectRefusal(call: () => unknown, msg: string, code = 0): void {
  let caught: unknown;
  try {
    call();
  } catch (error) {
    caught = error;
  }
  expect(isEngineError(caught), `expected an EngineError "${msg}", got ${String(caught)}`).toBe(true);
  expect(caught).toMatchObject({ code, msg });
}
