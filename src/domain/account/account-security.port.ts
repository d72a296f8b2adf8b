import type { ActiveSession } from './active-sessions';
import type { AntiPhishingRequest } from './anti-phishing';

/**
 * Output port: the security centre's extras. The phrase set comes back in the profile
 * (/user/info antiPhishing); the sessions are the account's log-ins still open.
 */
export interface AccountSecurityGateway {
  /** Sets or changes the anti-phishing phrase; the account's email code confirms it. */
  setAntiPhishing(request: AntiPhishingRequest): Promise<void>;
  /** The account's open sessions, the one asking marked current. */
  sessions(): Promise<ActiveSession[]>;
  /** Ends every session but the current one; answers how many ended. */
  signOutOthers(): Promise<number>;
  /** Ends one other session (the current one signs out through log-out). */
  signOut(id: string): Promise<void>;
}
