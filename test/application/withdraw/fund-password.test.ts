import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import {
  selectDraft,
  selectRefusals,
  selectRefusedFields,
} from '../../../src/application/shared/form.selectors';
import { createFundPasswordForm } from '../../../src/application/withdraw/fund-password-form';
import { createFundPasswordScreenMachine } from '../../../src/application/withdraw/fund-password-screen.machine';
import { selectFundPasswordFormActor } from '../../../src/application/withdraw/fund-password-screen.selectors';
import { refused } from '../../support/fixtures/gateway-failures';

function start(answer: () => Promise<void> = async () => undefined) {
  const sent: { password: string; code: string }[] = [];
  const told = { profileChanged: 0 };
  const machine = createFundPasswordScreenMachine({
    form: provideForm(createFundPasswordForm(), {
      send: (request) => {
        sent.push(request);
        return answer();
      },
    }),
  }).provide({ actions: { profileChanged: () => void (told.profileChanged += 1) } });
  const actor = createActor(machine).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { form: selectFundPasswordFormActor(actor.getSnapshot()), sent, told, emitted };
}

describe('the fund-password form (its rules only)', () => {
  it('takes digits only, six at most, in both password fields', () => {
    const { form } = start();
    form.send({ type: 'edit', patch: { password: '12ab34 5678', confirmation: '９８７' } });
    expect(selectDraft(form.getSnapshot())).toMatchObject({ password: '123456', confirmation: '' });
  });

  it("marks both password fields when they differ ('Passwords are inconsistent') and sends nothing", () => {
    const { form, sent } = start();
    form.send({ type: 'submit', patch: { password: '246810', confirmation: '246811', code: '1' } });
    expect(selectRefusals(form.getSnapshot())[0]?.problem).toBe('Passwords are inconsistent');
    expect([...selectRefusedFields(form.getSnapshot())]).toEqual(['password', 'confirmation']);
    expect(sent).toEqual([]);
  });

  it('sends the password and the trimmed code once, and is done', async () => {
    const { form, sent } = start();
    form.send({ type: 'submit', patch: { password: '246810', confirmation: '246810', code: ' 42 ' } });
    form.send({ type: 'submit' });
    await waitFor(form, (s) => s.matches('done'));
    form.send({ type: 'submit', patch: { password: '246810', confirmation: '246810', code: '42' } });
    expect(sent).toEqual([{ password: '246810', code: '42' }]);
  });
});

describe('fund password screen machine', () => {
  it('once the password is set, tells the session (the profile is read again) and emits it for the toast', async () => {
    const { form, told, emitted } = start();
    form.send({ type: 'submit', patch: { password: '246810', confirmation: '246810', code: '42' } });
    await waitFor(form, (s) => s.matches('done'));
    expect(told.profileChanged).toBe(1);
    expect(emitted).toEqual(['fund.set']);
  });

  it('a refusal tells nobody: the form shows it', async () => {
    const { form, told, emitted } = start(() => Promise.reject(refused('Verification code error')));
    form.send({ type: 'submit', patch: { password: '246810', confirmation: '246810', code: '42' } });
    await waitFor(form, (s) => s.context.failure !== null);
    expect(told.profileChanged).toBe(0);
    expect(emitted).toEqual([]);
  });
});
