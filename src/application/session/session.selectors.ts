import type { SnapshotFrom } from 'xstate';
import { maskEmail } from '../../domain/session/mask-email';
import type { SessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** SPEC section 6: signed in is decided by the presence of a (stored) token. */
export const selectSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('signedIn');
export const selectSigningIn = (snapshot: SessionSnapshot) => snapshot.matches('signingIn');
export const selectExpired = (snapshot: SessionSnapshot) => snapshot.matches('expired');
export const selectProfileLoading = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'loadingProfile' });
export const selectToken = (snapshot: SessionSnapshot) => snapshot.context.session?.token ?? null;
export const selectProfile = (snapshot: SessionSnapshot) => snapshot.context.profile;
/** SPEC section 2: the account dropdown shows the email masked (first 4, ***, last 4). */
export const selectMaskedEmail = (snapshot: SessionSnapshot) => {
  const email = snapshot.context.profile?.email || snapshot.context.session?.email || '';
  return maskEmail(email);
};
export const selectNotice = (snapshot: SessionSnapshot) => snapshot.context.notice;
export const selectReturnTo = (snapshot: SessionSnapshot) => snapshot.context.returnTo;
