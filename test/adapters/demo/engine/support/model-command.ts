import type fc from 'fast-check';
import { DEFAULT_ENGINE_SETTINGS } from '../../../../../src/adapters/demo/engine';
import { checkInvariants } from './model-invariants';
import { EMAILS, grant } from './model-world';
import type { Model, Real } from './model-world';

export type Command = fc.Command<Model, Real>;
export const PASSWORD = 'model-password';
export const settings = DEFAULT_ENGINE_SETTINGS;

export function available(
  real: Real,
  user: number,
  account: 'spot' | 'contract' | 'demo',
  currency: string,
): string {
  const record = real.engine.state().users.find((entry) => entry.email === EMAILS[user]);
  return record?.balances[account][currency]?.available ?? '0';
}

/** Demo funds arrive on first use; the model books them as the engine should. */
export function touchDemo(model: Model, user: number): void {
  const entry = model.users[user];
  if (!entry || entry.demoReady) return;
  entry.demoReady = true;
  for (const currency of ['USDT', 'USDC']) grant(model, currency, settings.demoAmounts[0] ?? '0');
}

export const command = (
  name: string,
  check: (model: Model) => boolean,
  run: (model: Model, real: Real) => void,
): Command => ({
  check,
  run: (model, real) => {
    run(model, real);
    checkInvariants(model, real);
  },
  toString: () => name,
});

export const signedIn = (user: number) => (model: Model) => model.users[user]?.token != null;
