import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { authenticatorCodeRules as rules } from '../../../src/application/account/authenticator-form';
import { AuthenticatorProblem } from '../../../src/domain/account/authenticator';

const edit = (typed: string) => {
  if (!rules.edit) throw new Error('the form has its own edit rule');
  return rules.edit(rules.empty, { code: typed }, null);
};

describe('the authenticator code form (rules)', () => {
  it('keeps at most six digits of whatever is typed, and sends only six', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const draft = edit(typed);
        expect(draft.code).toMatch(/^\d{0,6}$/);
        const refused = rules.check(draft, null).length > 0;
        expect(refused).toBe(draft.code.length !== 6);
      }),
    );
  });

  it('names the field it refuses, sends the code as typed and keeps nothing', () => {
    expect(rules.check({ code: '123' }, null)).toEqual([
      { problem: AuthenticatorProblem.code, fields: ['code'] },
    ]);
    expect(rules.request({ code: '012345' }, null)).toBe('012345');
    expect(rules.kept).toBeUndefined();
    expect(rules.afterFailure?.({ code: '012345' })).toEqual({ code: '' });
  });
});
