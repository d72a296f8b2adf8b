import type { AuthenticatorSetup, RecoveryCodes } from './authenticator';

/** Output port: binding an authenticator; whether one is bound comes back in the profile (googleBind). */
export interface AuthenticatorGateway {
  /** A new secret for the app (a binding started again replaces one not yet confirmed). */
  start(): Promise<AuthenticatorSetup>;
  /** Binds the started secret when the app's code matches; answers the recovery codes, once. */
  confirm(code: string): Promise<RecoveryCodes>;
}
