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
/** The signed-in user's anti-phishing phrase (/user/info antiPhishing); '' when none or signed out. */
export const selectAntiPhishing = (snapshot: SessionSnapshot) =>
  snapshot.matches('signedIn') ? (snapshot.context.profile?.antiPhishing ?? '') : '';
/** Why the profile could not be read, while it stays unread (Retry sends profile.reload). */
export const selectProfileFailure = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'profileFailed' }) ? snapshot.context.profileFailure : null;
/** The signed-in user's email (the profile's, else the stored one); '' when signed out. */
export const selectEmail = (snapshot: SessionSnapshot) =>
  snapshot.context.profile?.email || snapshot.context.session?.email || '';
/** SPEC section 2: the account dropdown shows the email masked (first 4, ***, last 4). */
export const selectMaskedEmail = (snapshot: SessionSnapshot) => maskEmail(selectEmail(snapshot));
export const selectNotice = (snapshot: SessionSnapshot) => snapshot.context.notice;
export const selectReturnTo = (snapshot: SessionSnapshot) => snapshot.context.returnTo;
