import { expect } from 'vitest';
import type { TestEngine } from '../../../../support/fixtures/plain-passwords';
import { testEngine } from '../../../../support/fixtures/engine';
import { createMarket, isEngineError } from '../../../../../src/adapters/demo/engine';
import { IdentityStatus } from '../../../../../src/domain/user/identity';
import type { Market } from '../../../../../src/adapters/demo/engine';
import { add } from '../../../../../src/domain/precision';
import { createFakeClock } from '../../../../support/fixtures/fake-clock';
import type { FakeClock } from '../../../../support/fixtures/fake-clock';
import type { PendingDeposit } from './model-wallet-commands';

export const SEED = 'model-seed';
export const EMAILS = ['ann@example.com', 'ben@example.com', 'cat@example.com'] as const;

export interface ModelUser {
  registered: boolean;
  token: string | null;
  demoReady: boolean;
}

/** What the test knows independently of the engine. */
export interface Model {
  users: ModelUser[];
  /** Money that entered from outside: welcome balances, demo funds. */
  grants: Record<string, string>;
  /** Deposits the simulated chain sent; credited once confirmed (creditedDeposits). */
  deposits: PendingDeposit[];
}

export interface Real {
  clock: FakeClock;
  engine: TestEngine;
  /** Restored from the engine's saved state; from then on it must answer exactly alike. */
  replica: TestEngine | null;
  /** A separate market instance, to recompute prices without asking the engine. */
  market: Market;
}

/** The model runs money, not the identity check: its users start verified. */
export const MODEL_SETTINGS = { newUserAuthen: IdentityStatus.verified };

export function setup(): { model: Model; real: Real } {
  const clock = createFakeClock();
  return {
    model: {
      users: EMAILS.map(() => ({ registered: false, token: null, demoReady: false })),
      grants: {},
      deposits: [],
    },
    real: {
      clock,
      engine: testEngine({ clock, seed: SEED, settings: MODEL_SETTINGS }),
      replica: null,
      market: createMarket(SEED),
    },
  };
}

export function grant(model: Model, currency: string, amount: string): void {
  model.grants[currency] = add(model.grants[currency] ?? '0', amount);
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; msg: string };

function attempt<T>(call: () => T): Outcome<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { ok: false, code: error.code, msg: error.msg };
  }
}

/** Runs a call on the engine and, once restored, on the replica: both must answer alike. */
export function onBoth<T>(real: Real, call: (engine: TestEngine) => T): Outcome<T> {
  const outcome = attempt(() => call(real.engine));
  if (real.replica) {
    const replica = real.replica;
    expect(attempt(() => call(replica))).toEqual(outcome);
  }
  return outcome;
}

export function expectOk<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.msg}`);
  return outcome.value;
}
