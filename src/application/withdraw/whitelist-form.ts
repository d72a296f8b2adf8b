import type { WhitelistChange } from '../../domain/withdraw/withdraw-guard';
import { WithdrawProblem } from '../../domain/withdraw/withdraw-rules';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

export interface WhitelistShape {
  draft: WhitelistChange;
  terms: null;
  request: WhitelistChange;
  output: unknown;
  problem: typeof WithdrawProblem.code;
  field: 'code';
}

export type WhitelistFormMachine = FormMachine<WhitelistShape>;

const EMPTY: WhitelistChange = { on: false, code: '' };

export const whitelistRules: FormRules<WhitelistShape> = {
  empty: EMPTY,
  // Turning it off widens where money may go: only with the withdraw email code.
  check: ({ on, code }) =>
    on || code.trim() !== '' ? [] : [{ problem: WithdrawProblem.code, fields: ['code'] }],
  request: ({ on, code }) => ({ on, code: on ? '' : code.trim() }),
  // The code is spent: nothing of it outlives the change.
  afterSuccess: () => EMPTY,
};

/** The whitelist-only switch: on at a press (the direction typed with it), off with the code. */
export function createWhitelistForm(): WhitelistFormMachine {
  return createFormMachine<WhitelistShape>(whitelistRules);
}
