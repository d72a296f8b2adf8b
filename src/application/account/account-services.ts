import { fromPromise } from 'xstate';
import type { AuthenticatorGateway } from '../../domain/account/authenticator.port';
import type { IdentityGateway } from '../../domain/account/identity.port';
import type { Invitee } from '../../domain/account/invite';
import type { InviteGateway } from '../../domain/account/invite.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { ProfileChangeListener } from '../../domain/session/session.port';
import { createListScreenMachine, type ListScreenMachine } from '../paging/list-screen.machine';
import { createPagedListMachine } from '../paging/paged-list.machine';
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
  /** Who registered with the user's invite code, newest first, page by page. */
  invitees: ListScreenMachine<Invitee>;
}

export interface AccountServicesDeps {
  identity: IdentityGateway;
  authenticator: AuthenticatorGateway;
  /** The session's channel: a submission changes the profile (authen). */
  profile: ProfileChangeListener;
  invite: InviteGateway;
}

export function createAccountServices(deps: AccountServicesDeps): AccountServices {
  const identity = createIdentityScreenMachine({
    form: provideForm(createIdentityForm(), { send: (request) => deps.identity.submit(request) }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  const authenticator = createAuthenticatorScreenMachine({
    setup: provideQuery(createQueryMachine<AuthenticatorSetup>(), () => deps.authenticator.start()),
    form: provideForm(createAuthenticatorCodeForm(), { send: (code) => deps.authenticator.confirm(code) }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  const invitees = createListScreenMachine(
    createPagedListMachine<Invitee>().provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
          deps.invite.invitees(input.pageNo, PAGE_SIZE),
        ),
      },
    }),
  );
  return { identity, authenticator, invitees };
}
