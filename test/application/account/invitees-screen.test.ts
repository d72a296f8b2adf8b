import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountServices } from '../../../src/application/account/account-services';
import { selectItems } from '../../../src/application/paging/paged-list.selectors';
import { selectScreenList } from '../../../src/application/paging/list-screen.selectors';
import type { Invitee } from '../../../src/domain/account/invite';

const invitee = (n: number): Invitee => ({ email: `frie***${n}.com`, joinedAt: n });

function open(sum: number) {
  const invitees = vi.fn(async (pageNo: number, pageSize: number) => ({
    list: Array.from({ length: Math.max(0, Math.min(pageSize, sum - (pageNo - 1) * pageSize)) }, (_, i) =>
      invitee((pageNo - 1) * pageSize + i),
    ),
    sum,
  }));
  const services = createAccountServices({
    identity: { submit: vi.fn() },
    authenticator: { start: vi.fn(), confirm: vi.fn() },
    profile: { profileChanged: vi.fn() },
    invite: { invitees },
    security: { setAntiPhishing: vi.fn(), sessions: vi.fn(), signOutOthers: vi.fn(), signOut: vi.fn() },
  });
  const screen = createActor(services.invitees).start();
  return { screen, list: selectScreenList(screen.getSnapshot()), invitees };
}

describe('invitees screen', () => {
  it('reads the first ten invitees as it opens, the next ten on more, and page 1 again on reload', async () => {
    const { screen, list, invitees } = open(12);
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(selectItems(list.getSnapshot())).toHaveLength(10);
    list.send({ type: 'more' });
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(selectItems(list.getSnapshot())).toHaveLength(12);
    screen.send({ type: 'reload' });
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(invitees.mock.calls).toEqual([
      [1, 10],
      [2, 10],
      [1, 10],
    ]);
  });
});
