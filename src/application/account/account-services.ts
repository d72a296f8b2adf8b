import { fromPromise } from 'xstate';
import type { AccountSecurityGateway } from '../../domain/account/account-security.port';
import { sessionsInOrder, type ActiveSession } from '../../domain/account/active-sessions';
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
import { createAntiPhishingForm } from './anti-phishing-form';
import {
  createAntiPhishingScreenMachine,
  type AntiPhishingScreenMachine,
} from './anti-phishing-screen.machine';
import { createIdentityForm } from './identity-form';
import { createSessionsScreenMachine, type SessionsScreenMachine } from './sessions-screen.machine';
import { createSignOutForm } from './sign-out-form';
import { createIdentityScreenMachine, type IdentityScreenMachine } from './identity-screen.machine';

/** The account centre's own screens: the identity check (KYC) and the authenticator. */
export interface AccountServices {
  /** The identity-verification form; the session then reads the profile again. */
  identity: IdentityScreenMachine;
  /** Binding an authenticator, then its recovery codes shown once; the session then reads the profile. */
  authenticator: AuthenticatorScreenMachine;
  /** Who registered with the user's invite code, newest first, page by page. */
  invitees: ListScreenMachine<Invitee>;
  /** Setting the anti-phishing phrase; the session then reads the profile (antiPhishing). */
  antiPhishing: AntiPhishingScreenMachine;
  /** The account's open sessions, with signing the others out. */
  sessions: SessionsScreenMachine;
}

export interface AccountServicesDeps {
  identity: IdentityGateway;
  authenticator: AuthenticatorGateway;
  /** The session's channel: a submission changes the profile (authen). */
  profile: ProfileChangeListener;
  invite: InviteGateway;
  security: AccountSecurityGateway;
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
  const antiPhishing = createAntiPhishingScreenMachine({
    form: provideForm(createAntiPhishingForm(), {
      send: (request) => deps.security.setAntiPhishing(request),
    }),
  }).provide({ actions: { profileChanged: () => deps.profile.profileChanged() } });
  const sessions = createSessionsScreenMachine({
    list: provideQuery(createQueryMachine<ActiveSession[]>(), async () =>
      sessionsInOrder(await deps.security.sessions()),
    ),
    signOut: provideForm(createSignOutForm(), {
      send: (target) =>
        target.kind === 'others' ? deps.security.signOutOthers() : deps.security.signOut(target.id),
    }),
  });
  return { identity, authenticator, invitees, antiPhishing, sessions };
}
