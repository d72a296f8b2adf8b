import type { IdentityGateway } from '../../domain/account/identity.port';
import type { ProfileChangeListener } from '../../domain/session/session.port';
import { provideForm } from '../shared/form.provide';
import { createIdentityForm } from './identity-form';
import { createIdentityScreenMachine, type IdentityScreenMachine } from './identity-screen.machine';

/** The account centre's own screens: the identity check (KYC). */
export interface AccountServices {
  /** The identity-verification form; the session then reads the profile again. */
  identity: IdentityScreenMachine;
}

export interface AccountServicesDeps {
  identity: IdentityGateway;
  /** The session's channel: a submission changes the profile (authen). */
  profile: ProfileChangeListener;
}

export function createAccountServices(deps: AccountServicesDeps): AccountServices {
  const identity = createIdentityScreenMachine({
    form: provideForm(createIdentityForm(), { send: (request) => deps.identity.submit(request) }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  return { identity };
}
