import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { createQueryMachine, provideQuery } from '../../../src/application/shared/query.machine';
import { createWhitelistForm } from '../../../src/application/withdraw/whitelist-form';
import { createWhitelistScreenMachine } from '../../../src/application/withdraw/whitelist-screen.machine';
import {
  selectGuardActor,
  selectWhitelistFormActor,
} from '../../../src/application/withdraw/whitelist-screen.selectors';
import {
  OPEN_GUARD,
  type WhitelistChange,
  type WithdrawGuard,
} from '../../../src/domain/withdraw/withdraw-guard';

function start() {
  let guard: WithdrawGuard = OPEN_GUARD;
  const sent: WhitelistChange[] = [];
  const machine = createWhitelistScreenMachine({
    guard: provideQuery(createQueryMachine<WithdrawGuard>(), async () => guard),
    form: provideForm(createWhitelistForm(), {
      send: async (change) => {
        sent.push(change);
        guard = { ...guard, whitelistOnly: change.on };
      },
    }),
  });
  const actor = createActor(machine).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const query = selectGuardActor(actor.getSnapshot());
  const form = selectWhitelistFormActor(actor.getSnapshot());
  const setting = async (on: boolean) =>
    waitFor(query, (s) => s.matches('ready') && s.context.data?.whitelistOnly === on);
  return { actor, sent, emitted, form, setting };
}

describe('the whitelist-only switch', () => {
  it('turns on at a press, then reads the setting again and tells it', async () => {
    const screen = start();
    await screen.setting(false);
    screen.form.send({ type: 'submit', patch: { on: true } });
    await screen.setting(true);
    expect(screen.sent).toEqual([{ on: true, code: '' }]);
    expect(screen.emitted).toEqual(['whitelist.changed']);
  });

  it('turns off only with the email code: without it nothing is sent', async () => {
    const screen = start();
    await screen.setting(false);
    screen.form.send({ type: 'submit', patch: { on: true } });
    await screen.setting(true);
    screen.form.send({ type: 'submit', patch: { on: false } });
    expect(selectRefusals(screen.form.getSnapshot())).toEqual([
      { problem: 'Enter the email verification code', fields: ['code'] },
    ]);
    expect(screen.sent).toHaveLength(1);
    screen.form.send({ type: 'submit', patch: { on: false, code: ' 123456 ' } });
    await screen.setting(false);
    await waitFor(screen.form, (s) => s.matches('done'));
    expect(screen.sent[1]).toEqual({ on: false, code: '123456' });
  });
});
