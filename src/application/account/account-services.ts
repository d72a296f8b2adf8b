import type { AuthenticatorGateway } from '../../domain/account/authenticator.port';
import type { IdentityGateway } from '../../domain/account/identity.port';
import type { ProfileChangeListener } from '../../domain/session/session.port';
import { provideForm } from '../shared/form.provide';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import type { AuthenticatorSetup } from '../../domain/account/authenticator';
import { createAuthenticatorCodeForm } from './authenticator-form';
import {
  createAuthenticatorScreenMachine,
  type AuthenticatorScreenMachine,
} from './authenticator-screen.machine';
import { createIdentityForm } from './identity-form';
import { createIdentityScreenMachine, type IdentityScreenMachine } from './identity-screen.machine';

/** The account centre's own screens: the identity check (KYC) and the authenticator. */
export interface AccountServices {
  /** The identity-verification form; the session then reads the profile again. */
  identity: IdentityScreenMachine;
  /** Binding an authenticator, then its recovery codes shown once; the session then reads the profile. */
  authenticator: AuthenticatorScreenMachine;
}

export interface AccountServicesDeps {
  identity: IdentityGateway;
  authenticator: AuthenticatorGateway;
  /** The session's channel: a submission changes the profile (authen). */
  profile: ProfileChangeListener;
}

export function createAccountServices(deps: AccountServicesDeps): AccountServices {
  const identity = createIdentityScreenMachine({
    form: provideForm(createIdentityForm(), { send: (request) => deps.identity.submit(request) }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  const authenticator = createAuthenticatorScreenMachine({
    setup: provideQuery(createQueryMachine<AuthenticatorSetup>(), () => deps.authenticator.start()),
    form: provideForm(createAuthenticatorCodeForm(), { send: (code) => deps.authenticator.confirm(code) }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  return { identity, authenticator };
}
