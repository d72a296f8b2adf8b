import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountServices } from '../../../src/application/account/account-services';
import {
  selectAuthenticatorBound,
  selectAuthenticatorFormActor,
  selectAuthenticatorSetupActor,
  selectRecoveryCodes,
} from '../../../src/application/account/authenticator-screen.selectors';
import { selectDraft, selectFirstRefusal } from '../../../src/application/shared/form.selectors';
import { selectQueryData, selectQueryError } from '../../../src/application/shared/query.selectors';
import { AuthenticatorProblem } from '../../../src/domain/account/authenticator';
import { GatewayError } from '../../../src/domain/shared/gateway-error';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Exchange:a%40b.c?secret=JBSWY3DPEHPK3PXP' };
const CODES = ['aaaaa-bbbbb', 'ccccc-ddddd'];

function setupOf(screen: { getSnapshot(): Parameters<typeof selectAuthenticatorSetupActor>[0] }) {
  const setup = selectAuthenticatorSetupActor(screen.getSnapshot());
  if (!setup) throw new Error('a binding was started');
  return setup;
}

function open(bound = false, start = vi.fn(async () => SETUP)) {
  const confirm = vi.fn(async () => CODES);
  const profileChanged = vi.fn();
  const services = createAccountServices({
    identity: { submit: vi.fn() },
    authenticator: { start, confirm },
    profile: { profileChanged },
    invite: { invitees: vi.fn() },
    security: { setAntiPhishing: vi.fn(), sessions: vi.fn(), signOutOthers: vi.fn(), signOut: vi.fn() },
  });
  const screen = createActor(services.authenticator, { input: { bound } }).start();
  const emitted: string[] = [];
  screen.on('authenticator.bound', (event) => emitted.push(event.type));
  return {
    screen,
    form: selectAuthenticatorFormActor(screen.getSnapshot()),
    start,
    confirm,
    profileChanged,
    emitted,
  };
}

describe('the authenticator screen (glue)', () => {
  it('starts nothing when the profile says bound, and never shows codes', () => {
    const { screen, start } = open(true);
    expect(selectAuthenticatorBound(screen.getSnapshot())).toBe(true);
    expect(selectAuthenticatorSetupActor(screen.getSnapshot())).toBeNull();
    expect(selectRecoveryCodes(screen.getSnapshot())).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts a binding, takes digits only and refuses a short code before sending', async () => {
    const { screen, form, confirm } = open();
    const setup = setupOf(screen);
    await waitFor(setup, (snapshot) => selectQueryData(snapshot) !== null);
    expect(selectQueryData(setup.getSnapshot())).toEqual(SETUP);
    form.send({ type: 'edit', patch: { code: '12 34a5' } });
    expect(selectDraft(form.getSnapshot()).code).toBe('12345');
    form.send({ type: 'submit' });
    expect(selectFirstRefusal(form.getSnapshot())).toBe(AuthenticatorProblem.code);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('confirms once, shows the codes, tells the session and the toast, then drops the codes', async () => {
    const { screen, form, confirm, profileChanged, emitted } = open();
    form.send({ type: 'edit', patch: { code: '123456' } });
    form.send({ type: 'submit' });
    form.send({ type: 'submit' });
    await waitFor(screen, (snapshot) => selectRecoveryCodes(snapshot) !== null);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(selectRecoveryCodes(screen.getSnapshot())).toEqual(CODES);
    expect(profileChanged).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual(['authenticator.bound']);
    screen.send({ type: 'codes.kept' });
    expect(selectAuthenticatorBound(screen.getSnapshot())).toBe(true);
    expect(selectRecoveryCodes(screen.getSnapshot())).toBeNull();
  });

  it('shows why starting failed, and Retry starts again', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new GatewayError({ kind: 'network' }))
      .mockResolvedValueOnce(SETUP);
    const { screen } = open(false, start);
    const setup = setupOf(screen);
    await waitFor(setup, (snapshot) => selectQueryError(snapshot) !== null);
    expect(selectQueryError(setup.getSnapshot())).toEqual({ kind: 'network' });
    setup.send({ type: 'reload' });
    await waitFor(setup, (snapshot) => selectQueryData(snapshot) !== null);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('clears a refused code for the next one and stays on the scan step', async () => {
    const { screen, form, confirm, profileChanged } = open();
    confirm.mockRejectedValueOnce(
      new GatewayError({ kind: 'business', code: 0, message: 'The authenticator code is incorrect' }),
    );
    form.send({ type: 'edit', patch: { code: '000000' } });
    form.send({ type: 'submit' });
    await waitFor(form, (snapshot) => snapshot.context.failure !== null);
    expect(selectDraft(form.getSnapshot()).code).toBe('');
    expect(selectRecoveryCodes(screen.getSnapshot())).toBeNull();
    expect(profileChanged).not.toHaveBeenCalled();
  });
});
