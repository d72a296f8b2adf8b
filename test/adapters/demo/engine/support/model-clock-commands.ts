import { expect } from 'vitest';
import { testEngine } from '../../../../support/fixtures/engine';
import { parseEngineState } from '../../../../../src/adapters/demo/engine';
import { command, signedIn } from './model-command';
import type { Command } from './model-command';
import { MODEL_SETTINGS, onBoth } from './model-world';

export const advance = (ms: number): Command =>
  command(
    `advance(${ms})`,
    () => true,
    (_model, real) => real.clock.advance(ms),
  );

export const restore = (): Command =>
  command(
    'restore()',
    () => true,
    (_model, real) => {
      const saved = parseEngineState(JSON.parse(JSON.stringify(real.engine.state())));
      expect(saved).not.toBeNull();
      if (saved) real.replica = testEngine({ clock: real.clock, state: saved, settings: MODEL_SETTINGS });
    },
  );

export const expireSession = (user: number): Command =>
  command(`expireSession(${user})`, signedIn(user), (model, real) => {
    const entry = model.users[user];
    const token = entry?.token ?? '';
    onBoth(real, (engine) => engine.expireSession(token));
    expect(onBoth(real, (engine) => engine.profile(token))).toMatchObject({
      ok: false,
      code: -2,
      msg: 'Please login first',
    });
    if (entry) entry.token = null;
  });

/** Register and log in at once, so that runs reach trading more often. */
export const advanceToSettlement = (offset: -1 | 0 | 1): Command =>
  command(
    `advanceToSettlement(${offset})`,
    () => true,
    (_model, real) => {
      const due = real.engine
        .state()
        .orders.filter((order) => order.entryStatus === 0)
        .map((order) => order.settlesAt + offset);
      const target = Math.min(...due);
      if (Number.isFinite(target) && target > real.clock.now()) real.clock.set(target);
    },
  );
