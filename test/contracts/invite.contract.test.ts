import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';

describe.each(BACKENDS)('InviteGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;

  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('lists who registered with the code, newest first, masked, page by page', async () => {
    const inviter = await signUp(backend, 'inviter@example.com');
    const { inviteCode } = await backend.gateways.user.profile(inviter);
    expect(await backend.gateways.invite.invitees(1, 10)).toEqual({ list: [], sum: 0 });

    await signUp(backend, 'first.friend@example.com', false, inviteCode);
    backend.clock.advance(60_000);
    // The code is read as the link carries it, in any case.
    await signUp(backend, 'second.friend@example.com', false, inviteCode.toLowerCase());
    await signUp(backend, 'stranger@example.com', false);

    backend.setToken(inviter.token);
    const page = await backend.gateways.invite.invitees(1, 10);
    expect(page.sum).toBe(2);
    expect(page.list.map((row) => row.email)).toEqual(['seco***.com', 'firs***.com']);
    const [newest, oldest] = page.list.map((row) => row.joinedAt);
    expect((newest ?? 0) - (oldest ?? 0)).toBe(60_000);
    const second = await backend.gateways.invite.invitees(2, 1);
    expect(second).toEqual({ list: [page.list[1]], sum: 2 });
  });

  it("shows another user none of the inviter's invitees", async () => {
    const inviter = await signUp(backend, 'inviter@example.com');
    const { inviteCode } = await backend.gateways.user.profile(inviter);
    await signUp(backend, 'friend@example.com', false, inviteCode);
    expect(await backend.gateways.invite.invitees(1, 10)).toEqual({ list: [], sum: 0 });
  });
});
