import type { ActiveSession } from '../../../../../domain/account/active-sessions';
import type { AntiPhishingRequest } from '../../../../../domain/account/anti-phishing';
import type { EnginePart } from '../../engine-part';
import { activeSessions, setAntiPhishing, signOutOthers, signOutSession } from './account-security';

export interface SecurityMethods {
  /** Sets the anti-phishing phrase (profile antiPhishing), confirmed by the asset email code. */
  setAntiPhishing(token: string, request: AntiPhishingRequest): void;
  /** The user's open sessions; the token's own is current. */
  activeSessions(token: string): ActiveSession[];
  /** Ends the user's other sessions; answers how many. */
  signOutOtherSessions(token: string): number;
  /** Ends one other session by its id. */
  signOutSession(token: string, id: string): void;
}

/**
 * The security centre's extras: the anti-phishing phrase and the session list. Both live in
 * the core's records (UserRecord.antiPhishing, the sessions), so the part owns no slice.
 */
export const securityPart: EnginePart<SecurityMethods> = {
  name: 'security',
  methods: ({ context, signedIn }) => ({
    setAntiPhishing: (token, request) =>
      signedIn(token, (user, now) => setAntiPhishing(context, user, request, now)),
    activeSessions: (token) => signedIn(token, (user, now) => activeSessions(context, user, token, now)),
    signOutOtherSessions: (token) => signedIn(token, (user) => signOutOthers(context, user, token)),
    signOutSession: (token, id) => signedIn(token, (user) => signOutSession(context, user, token, id)),
  }),
};
