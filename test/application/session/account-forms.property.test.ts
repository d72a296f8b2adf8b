import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAccountForms } from '../../../src/application/session/account-forms';
import {
  validateForgetPassword,
  validateModifyPassword,
  validateRegister,
  type PasswordPolicy,
} from '../../../src/domain/session/account-form-validation';

// Short texts around the edges of every rule: empty, spaces, near-emails, 5-9 and 23-25 characters.
const text = fc.oneof(
  fc.constantFrom('', ' ', 'a@b.co', 'someone@example.com', 'x@y', '123456', 'secret', 'secret12'),
  fc.string({ maxLength: 26 }),
);
const policy = fc.constantFrom<PasswordPolicy>('mobile', 'desktop');
const newPassword = fc.record({ password: text, confirm: text, policy });

/** Whatever the input, the gateway sees it only when the domain validator passes it, and then once. */
function reachesGatewayOnlyWhenValid<F>(
  pick: (built: ReturnType<typeof createAccountForms>) => Parameters<typeof createActor>[0],
  validate: (form: F) => string | null,
  form: F,
) {
  let sent = 0;
  const count = async () => {
    sent += 1;
  };
  const built = createAccountForms({
    users: { register: count, forgetPassword: count, updatePassword: count },
  });
  const actor = createActor(pick(built), { input: {} }).start();
  actor.send({ type: 'submit', patch: form });
  actor.send({ type: 'submit', patch: form });
  expect(sent).toBe(validate(form) === null ? 1 : 0);
}

describe('the account forms never send invalid input', () => {
  it('register', () => {
    fc.assert(
      fc.property(
        fc.record({ email: text, code: text, inviteCode: text, agreed: fc.boolean() }),
        newPassword,
        (fields, entry) =>
          reachesGatewayOnlyWhenValid((b) => b.register, validateRegister, { ...fields, ...entry }),
      ),
    );
  });

  it('forgot password', () => {
    fc.assert(
      fc.property(fc.record({ email: text, code: text }), newPassword, (fields, entry) =>
        reachesGatewayOnlyWhenValid((b) => b.forgetPassword, validateForgetPassword, { ...fields, ...entry }),
      ),
    );
  });

  it('modify password', () => {
    fc.assert(
      fc.property(fc.record({ oldPassword: text, code: text }), newPassword, (fields, entry) =>
        reachesGatewayOnlyWhenValid((b) => b.modifyPassword, validateModifyPassword, { ...fields, ...entry }),
      ),
    );
  });
});

describe('an account form is done once it succeeds', () => {
  it.each(['register', 'forgetPassword', 'modifyPassword'] as const)(
    '%s: a press landing after the answer (the second click of a double click) sends nothing',
    async (form) => {
      let sent = 0;
      const count = async () => {
        sent += 1;
      };
      const built = createAccountForms({
        users: { register: count, forgetPassword: count, updatePassword: count },
      });
      const input = {
        email: 'someone@example.com',
        code: '123456',
        inviteCode: '',
        agreed: true,
        oldPassword: 'old-secret-1',
        password: 'new-secret-1',
        confirm: 'new-secret-1',
        policy: 'desktop' as const,
      };
      expect([validateRegister(input), validateForgetPassword(input), validateModifyPassword(input)]).toEqual(
        [null, null, null],
      );
      const actor = createActor(built[form] as Parameters<typeof createActor>[0], { input: {} }).start();
      actor.send({ type: 'submit', patch: input });
      // The answer arrives before the second press.
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'submit', patch: input });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toBe(1);
    },
  );
});
