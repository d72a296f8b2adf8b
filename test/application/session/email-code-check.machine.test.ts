import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emailCodeCheckMachine } from '../../../src/application/session/email-code-check.machine';
import {
  selectCodeCheckFailure,
  selectCodeCheckProblem,
  selectCodeCheckStatus,
} from '../../../src/application/session/email-code-check.selectors';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import type { EmailCodeCheck } from '../../../src/domain/user/email-code';

/** A check machine over a server that knows one code; `network` makes every call fail in transport. */
function start(options: { network?: boolean } = {}) {
  const asked: EmailCodeCheck[] = [];
  const machine = emailCodeCheckMachine().provide({
    actors: {
      verify: fromPromise<undefined, EmailCodeCheck>(async ({ input }) => {
        asked.push(input);
        if (options.network) throw new GatewayError({ kind: 'network' });
        if (input.code !== '123456')
          throw new GatewayError({ kind: 'business', code: 0, message: 'Verification code error' });
        return undefined;
      }),
    },
  });
  const actor = createActor(machine).start();
  const check = (code: string, email = 'new@example.com') =>
    actor.send({ type: 'check', email, code, purpose: 'register' });
  const settled = () => waitFor(actor, (s) => !s.matches('checking'));
  return { actor, asked, check, settled };
}

describe('the email code check', () => {
  it('says a matching code is verified, and asks with the trimmed email, code and purpose', async () => {
    const { actor, asked, check, settled } = start();
    check(' 123456 ', ' new@example.com ');
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('checking');
    await settled();
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('verified');
    expect(asked).toEqual([{ email: 'new@example.com', code: '123456', purpose: 'register' }]);
  });

  it("keeps the server's words for a wrong code", async () => {
    const { actor, check, settled } = start();
    check('000000');
    await settled();
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('wrong');
    expect(selectCodeCheckProblem(actor.getSnapshot())).toBe('Verification code error');
  });

  it('asks once per pair, again for a new code, and forgets on an edit', async () => {
    const { actor, asked, check, settled } = start();
    check('000000');
    await settled();
    check('000000');
    expect(asked).toHaveLength(1);
    check('123456');
    await settled();
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('verified');
    actor.send({ type: 'edit' });
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('idle');
    check('123456');
    await settled();
    expect(asked).toHaveLength(3);
  });

  it('asks nothing without a code or with an email that is not one', () => {
    const { actor, asked, check } = start();
    check('   ');
    check('123456', 'not-an-email');
    expect(asked).toEqual([]);
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('idle');
  });

  it('leaves the code unchecked, not wrong, and says why, when the call fails in transport', async () => {
    const { actor, asked, check, settled } = start({ network: true });
    check('123456');
    await settled();
    expect(selectCodeCheckStatus(actor.getSnapshot())).toBe('unchecked');
    expect(selectCodeCheckProblem(actor.getSnapshot())).toBeNull();
    expect(selectCodeCheckFailure(actor.getSnapshot())).toEqual({ kind: 'network' });
    check('123456');
    await settled();
    expect(asked).toHaveLength(2);
  });
});
