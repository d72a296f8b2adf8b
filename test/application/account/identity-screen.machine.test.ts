import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountServices } from '../../../src/application/account/account-services';
import { selectIdentityFormActor } from '../../../src/application/account/identity-screen.selectors';
import { selectFirstRefusal, selectRefusedFields } from '../../../src/application/shared/form.selectors';
import { IdentityProblem } from '../../../src/domain/account/identity-form';

const photo = { dataUrl: 'data:image/jpeg;base64,/9j/', bytes: 3 };

function start(submit = vi.fn(async () => undefined)) {
  const profileChanged = vi.fn();
  const authenticator = { start: vi.fn(), confirm: vi.fn() };
  const services = createAccountServices({
    identity: { submit },
    authenticator,
    profile: { profileChanged },
    invite: { invitees: vi.fn() },
    security: { setAntiPhishing: vi.fn(), sessions: vi.fn(), signOutOthers: vi.fn(), signOut: vi.fn() },
  });
  const screen = createActor(services.identity).start();
  const emitted: string[] = [];
  screen.on('identity.submitted', (event) => emitted.push(event.type));
  return { screen, form: selectIdentityFormActor(screen.getSnapshot()), submit, profileChanged, emitted };
}

describe('the identity screen (glue)', () => {
  it('refuses a form without photos before sending, marking both sides', () => {
    const { form, submit } = start();
    form.send({ type: 'edit', patch: { realName: 'Ada', idNumber: 'X1234567' } });
    form.send({ type: 'submit' });
    expect(selectFirstRefusal(form.getSnapshot())).toBe(IdentityProblem.photos);
    expect([...selectRefusedFields(form.getSnapshot())]).toEqual(['front', 'back']);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends once, then tells the session to read the profile again and emits for the toast', async () => {
    const { form, submit, profileChanged, emitted } = start();
    form.send({ type: 'edit', patch: { realName: 'Ada', idNumber: 'x1234567', front: photo, back: photo } });
    form.send({ type: 'submit' });
    form.send({ type: 'submit' });
    await waitFor(form, (snapshot) => snapshot.matches('done'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      realName: 'Ada',
      idCard: 'X1234567',
      idCardPhotoPositive: photo.dataUrl,
      idCardPhotoReverseSide: photo.dataUrl,
    });
    expect(profileChanged).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual(['identity.submitted']);
  });

  it("keeps the draft after the exchange's refusal, to correct a field", async () => {
    const refused = vi.fn(async () => {
      throw Object.assign(new Error('refused'), {
        failure: { kind: 'said', text: 'does not meet the specification' },
      });
    });
    const { form, profileChanged } = start(refused);
    form.send({ type: 'edit', patch: { realName: 'Ada', idNumber: 'X1234567', front: photo, back: photo } });
    form.send({ type: 'submit' });
    await waitFor(form, (snapshot) => snapshot.matches('editing') && snapshot.context.failure !== null);
    expect(form.getSnapshot().context.draft.realName).toBe('Ada');
    expect(profileChanged).not.toHaveBeenCalled();
  });
});
