import type { Invitee } from '../../../../../domain/account/invite';
import type { Page } from '../../../../../domain/paging';
import { maskEmail } from '../../../../../domain/session/mask-email';
import type { EnginePart } from '../../engine-part';
import type { CoreEngineState } from '../../engine-state';
import type { UserRecord } from '../../user-records';
import { pageOf } from '../../paging';

export interface InviteMethods {
  /** The users who registered with the caller's invite code, newest first, emails masked. */
  invitees(token: string, pageNo: number, pageSize: number): Page<Invitee>;
}

/** The inviter never sees a whole address: the SPEC's masked email, as the security centre shows its own. */
export function inviteesOf(state: CoreEngineState, inviter: UserRecord): Invitee[] {
  return (
    state.users
      .filter((user) => user.invitedBy === inviter.id)
      // Users are kept in the order they registered: newest first is that order reversed.
      .reverse()
      .map((user) => ({ email: maskEmail(user.email), joinedAt: user.createdAt }))
  );
}

/**
 * Invitations: registration with a code already records the inviter (users.ts, core); this
 * part reads who joined. Its records are the users' own, so it owns no slice of the state.
 */
export const invitePart: EnginePart<InviteMethods> = {
  name: 'invite',
  methods: ({ context, signedIn }) => ({
    invitees: (token, pageNo, pageSize) =>
      signedIn(token, (user) => pageOf(inviteesOf(context.state, user), pageNo, pageSize)),
  }),
};
