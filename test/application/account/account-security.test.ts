import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountServices } from '../../../src/application/account/account-services';
import { selectAntiPhishingFormActor } from '../../../src/application/account/anti-phishing-screen.selectors';
import {
  selectSessionListActor,
  selectSignOutFormActor,
} from '../../../src/application/account/sessions-screen.selectors';
import {
  selectDraft,
  selectRefusedFields,
  selectToConfirm,
} from '../../../src/application/shared/form.selectors';
import { selectQueryData, selectQueryError } from '../../../src/application/shared/query.selectors';
import type { AccountSecurityGateway } from '../../../src/domain/account/account-security.port';
import type { ActiveSession } from '../../../src/domain/account/active-sessions';
import { GatewayError } from '../../../src/domain/shared/gateway-error';

const row = (id: string, lastSeenAt: number, current = false): ActiveSession => ({
  id,
  device: 'Chrome on Linux',
  openedAt: 1,
  lastSeenAt,
  current,
});

function servicesWith(security: Partial<AccountSecurityGateway>) {
  const profileChanged = vi.fn();
  const services = createAccountServices({
    identity: { submit: vi.fn() },
    authenticator: { start: vi.fn(), confirm: vi.fn() },
    profile: { profileChanged },
    invite: { invitees: vi.fn() },
    security: {
      setAntiPhishing: vi.fn(async () => undefined),
      sessions: vi.fn(async () => []),
      signOutOthers: vi.fn(async () => 0),
      signOut: vi.fn(async () => undefined),
      ...security,
    },
  });
  return { services, profileChanged };
}

describe('the anti-phishing phrase form', () => {
  it('refuses a bad phrase and a missing code before sending, marking both fields', () => {
    const setAntiPhishing = vi.fn(async () => undefined);
    const { services } = servicesWith({ setAntiPhishing });
    const screen = createActor(services.antiPhishing).start();
    const form = selectAntiPhishingFormActor(screen.getSnapshot());
    form.send({ type: 'edit', patch: { phrase: 'ab!' } });
    form.send({ type: 'submit' });
    expect(selectRefusedFields(form.getSnapshot())).toEqual(new Set(['phrase', 'code']));
    expect(setAntiPhishing).not.toHaveBeenCalled();
  });

  it('sends phrase and code once, then the session reads the profile and the screen tells the toast', async () => {
    const setAntiPhishing = vi.fn(async () => undefined);
    const { services, profileChanged } = servicesWith({ setAntiPhishing });
    const screen = createActor(services.antiPhishing).start();
    const told: string[] = [];
    screen.on('phrase.set', (event) => told.push(event.type));
    const form = selectAntiPhishingFormActor(screen.getSnapshot());
    form.send({ type: 'edit', patch: { phrase: ' blue otter ' } });
    form.send({ type: 'edit', patch: { code: ' 123456 ' } });
    expect(selectDraft(form.getSnapshot())).toEqual({ phrase: 'blueotter', code: '123456' });
    form.send({ type: 'submit' });
    await waitFor(screen, () => told.length === 1);
    expect(setAntiPhishing).toHaveBeenCalledTimes(1);
    expect(setAntiPhishing).toHaveBeenCalledWith({ phrase: 'blueotter', code: '123456' });
    expect(profileChanged).toHaveBeenCalledTimes(1);
  });

  it('keeps the phrase and clears the spent code after a refusal', async () => {
    const setAntiPhishing = vi.fn(async () => {
      throw new GatewayError({ kind: 'business', code: 0, message: 'Verification code error' });
    });
    const { services, profileChanged } = servicesWith({ setAntiPhishing });
    const screen = createActor(services.antiPhishing).start();
    const form = selectAntiPhishingFormActor(screen.getSnapshot());
    form.send({ type: 'edit', patch: { phrase: 'blue-otter', code: '1' } });
    form.send({ type: 'submit' });
    await waitFor(form, (snapshot) => snapshot.context.failure !== null);
    expect(selectDraft(form.getSnapshot())).toEqual({ phrase: 'blue-otter', code: '' });
    expect(profileChanged).not.toHaveBeenCalled();
  });
});

describe('the session list (glue)', () => {
  it('loads the sessions with the current one first', async () => {
    const { services } = servicesWith({ sessions: vi.fn(async () => [row('b', 5), row('me', 1, true)]) });
    const screen = createActor(services.sessions).start();
    const list = selectSessionListActor(screen.getSnapshot());
    await waitFor(list, (snapshot) => snapshot.matches('ready'));
    expect(selectQueryData(list.getSnapshot())?.map((each) => each.id)).toEqual(['me', 'b']);
  });

  it('asks before signing the others out, then reloads the list and emits it', async () => {
    const sessions = vi
      .fn<AccountSecurityGateway['sessions']>()
      .mockResolvedValueOnce([row('me', 1, true), row('b', 5)])
      .mockResolvedValue([row('me', 1, true)]);
    const signOutOthers = vi.fn(async () => 1);
    const { services } = servicesWith({ sessions, signOutOthers });
    const screen = createActor(services.sessions).start();
    const told: unknown[] = [];
    screen.on('sessions.signedOut', (event) => told.push(event.target));
    const list = selectSessionListActor(screen.getSnapshot());
    const form = selectSignOutFormActor(screen.getSnapshot());
    await waitFor(list, (snapshot) => snapshot.matches('ready'));
    form.send({ type: 'edit', patch: { target: { kind: 'others' } } });
    form.send({ type: 'submit' });
    expect(selectToConfirm(form.getSnapshot())).toEqual({ kind: 'others' });
    expect(signOutOthers).not.toHaveBeenCalled();
    form.send({ type: 'confirm' });
    await waitFor(screen, () => told.length === 1);
    expect(told).toEqual([{ kind: 'others' }]);
    await waitFor(list, (snapshot) => snapshot.matches('ready') && snapshot.context.data?.length === 1);
    expect(signOutOthers).toHaveBeenCalledTimes(1);
    expect(sessions).toHaveBeenCalledTimes(2);
  });

  it('signs one session out by its id; Back sends nothing', async () => {
    const signOut = vi.fn(async () => undefined);
    const { services } = servicesWith({ signOut });
    const screen = createActor(services.sessions).start();
    const form = selectSignOutFormActor(screen.getSnapshot());
    form.send({ type: 'edit', patch: { target: { kind: 'one', id: 'b' } } });
    form.send({ type: 'submit' });
    form.send({ type: 'back' });
    expect(signOut).not.toHaveBeenCalled();
    form.send({ type: 'edit', patch: { target: { kind: 'one', id: 'b' } } });
    form.send({ type: 'submit' });
    form.send({ type: 'confirm' });
    await waitFor(form, (snapshot) => snapshot.matches('done'));
    expect(signOut).toHaveBeenCalledWith('b');
  });

  it('a failed load shows why, and Retry loads again', async () => {
    const sessions = vi
      .fn<AccountSecurityGateway['sessions']>()
      .mockRejectedValueOnce(new GatewayError({ kind: 'network' }))
      .mockResolvedValue([row('me', 1, true)]);
    const { services } = servicesWith({ sessions });
    const screen = createActor(services.sessions).start();
    const list = selectSessionListActor(screen.getSnapshot());
    await waitFor(list, (snapshot) => snapshot.matches('failed'));
    expect(selectQueryError(list.getSnapshot())).toMatchObject({ kind: 'network' });
    screen.send({ type: 'reload' });
    await waitFor(list, (snapshot) => snapshot.matches('ready'));
    expect(selectQueryData(list.getSnapshot())).toHaveLength(1);
  });
});
