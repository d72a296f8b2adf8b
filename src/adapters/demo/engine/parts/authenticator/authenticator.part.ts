import type { AuthenticatorSetup } from '../../../../../domain/account/authenticator';
import type { EnginePart } from '../../engine-part';
import { confirmBinding, startBinding } from './authenticator-binding';

export interface AuthenticatorMethods {
  /** A new secret and its otpauth URI for the app. */
  startAuthenticator(token: string): AuthenticatorSetup;
  /** Binds it with the app's code (profile googleBind); answers the recovery codes, once. */
  confirmAuthenticator(token: string, code: string): string[];
}

/**
 * The authenticator binding: codes checked with a kept TOTP library (otpauth) on the engine's
 * clock, so a test moves time or computes the code instead of waiting. Its records are the
 * users' own (UserRecord.authenticator).
 */
export const authenticatorPart: EnginePart<AuthenticatorMethods> = {
  name: 'authenticator',
  methods: ({ context, signedIn }) => ({
    startAuthenticator: (token) => signedIn(token, (user, now) => startBinding(context, user, now)),
    confirmAuthenticator: (token, code) =>
      signedIn(token, (user, now) => confirmBinding(context, user, code, now)),
  }),
};
