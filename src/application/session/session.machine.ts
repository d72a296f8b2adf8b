import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import type { StoredSession } from '../../domain/session/session';
import { validateLogin } from '../../domain/session/login-validation';
import type { LoginRequest, UserProfile } from '../../domain/user/user';
import { failureOf } from '../shared/failure-message';
import { requireSession, toLoginForm, withProfile } from './session.types';
import type { SessionContext, SessionEvent, SessionInput, SessionNotice } from './session.types';

export type { SessionContext, SessionEvent, SessionInput, SessionNotice } from './session.types';

/** A session ended by the user, here or in another tab: forgotten, with what the screens say. */
const signOut = (notice: Extract<SessionNotice, { kind: 'exited' | 'signedOutElsewhere' }>) =>
  [
    'clearStoredSession',
    'forgetUserData',
    assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
      session: null,
      profile: null,
      returnTo: null,
      notice,
    }),
  ] as const;

/**
 * SPEC section 4: signedOut -> signingIn -> signedIn (token and userId stored, then the
 * profile loaded) -> expired (code -2: message kept, session cleared) -> signedOut. Whenever
 * the session ends, the user's data is forgotten. Effects come from createSessionMachine.
 */
export const sessionMachine = once(() =>
  setup({
    types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
    actors: {
      login: fromPromise<StoredSession, LoginRequest>(() => {
        throw new Error('login not provided');
      }),
      loadProfile: fromPromise<UserProfile, StoredSession>(() => {
        throw new Error('loadProfile not provided');
      }),
      expiryEvents: fromCallback<SessionEvent>(() => {
        throw new Error('expiryEvents not provided');
      }),
      otherTabs: fromCallback<SessionEvent>(() => {
        throw new Error('otherTabs not provided');
      }),
    },
    guards: {
      // Bad input never reaches the gateway (DESIGN section 5); the forms say what is wrong.
      validLogin: ({ event }) => event.type === 'login' && validateLogin(toLoginForm(event.request)) === null,
      /** A -2 ends the session only when it answers this session's token (or one not known). */
      expiresThisSession: ({ context, event }) =>
        event.type === 'session.expired' &&
        (event.token === undefined || event.token === (context.session?.token ?? null)),
      /** The other tab stored the session this tab already has: nothing to follow. */
      sameAsElsewhere: ({ context, event }) =>
        event.type === 'session.elsewhere' &&
        (event.stored?.token ?? null) === (context.session?.token ?? null),
      signedOutElsewhere: ({ event }) => event.type === 'session.elsewhere' && event.stored === null,
    },
    actions: {
      persistSession: (_, _params: { session: StoredSession }) => {
        throw new Error('persistSession not provided');
      },
      clearStoredSession: () => {
        throw new Error('clearStoredSession not provided');
      },
      forgetUserData: () => {
        throw new Error('forgetUserData not provided');
      },
      reloadPage: () => {
        throw new Error('reloadPage not provided');
      },
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({
      session: input.stored,
      profile: null,
      profileFailure: null,
      notice: null,
      returnTo: null,
    }),
    invoke: [{ src: 'expiryEvents' }, { src: 'otherTabs' }],
    initial: 'restoring',
    on: {
      'session.remember': { actions: assign({ returnTo: ({ event }) => event.path }) },
      'notice.dismiss': { actions: assign({ notice: null }) },
      // One account per tab, always the one shown: another tab's log-in or change of user
      // starts this tab again as that user; its log-out signs this tab out (signedIn, below).
      'session.elsewhere': [{ guard: 'sameAsElsewhere' }, { target: '.following' }],
    },
    states: {
      restoring: {
        always: [
          { guard: ({ context }) => context.session !== null, target: 'signedIn' },
          { target: 'signedOut' },
        ],
      },
      signedOut: {
        on: { login: { guard: 'validLogin', target: 'signingIn' } },
      },
      signingIn: {
        entry: assign({ notice: null }),
        invoke: {
          id: 'login',
          src: 'login',
          input: ({ event }) => {
            if (event.type !== 'login') throw new Error('signingIn is entered by a login event');
            return event.request;
          },
          onDone: {
            target: 'signedIn',
            actions: [
              assign({ session: ({ event }) => event.output }),
              { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            ],
          },
          onError: {
            target: 'signedOut',
            actions: assign({
              notice: ({ event }) => ({ kind: 'loginFailed', failure: failureOf(event.error) }),
            }),
          },
        },
      },
      signedIn: {
        initial: 'loadingProfile',
        on: {
          logout: { target: 'signedOut', actions: signOut({ kind: 'exited' }) },
          'session.elsewhere': [
            { guard: 'sameAsElsewhere' },
            {
              guard: 'signedOutElsewhere',
              target: 'signedOut',
              actions: signOut({ kind: 'signedOutElsewhere' }),
            },
            { target: 'following' },
          ],
          'session.expired': {
            guard: 'expiresThisSession',
            target: 'expired',
            actions: [
              'clearStoredSession',
              'forgetUserData',
              assign({
                session: null,
                profile: null,
                notice: ({ event }) => ({ kind: 'expired', message: event.message }),
              }),
            ],
          },
        },
        states: {
          loadingProfile: {
            entry: assign({ profileFailure: null }),
            invoke: {
              id: 'loadProfile',
              src: 'loadProfile',
              input: ({ context }) => requireSession(context),
              onDone: {
                target: 'ready',
                actions: [
                  assign(({ context, event }) => ({
                    profile: event.output,
                    session: context.session && withProfile(context.session, event.output),
                  })),
                  {
                    type: 'persistSession',
                    params: ({ context, event }) => ({
                      session: withProfile(requireSession(context), event.output),
                    }),
                  },
                ],
              },
              // The session stays: the profile is retried on demand (profile.reload).
              onError: {
                target: 'profileFailed',
                actions: assign({ profileFailure: ({ event }) => failureOf(event.error) }),
              },
            },
          },
          ready: { on: { 'profile.reload': 'loadingProfile' } },
          profileFailed: { on: { 'profile.reload': 'loadingProfile' } },
        },
      },
      // The page starts again, reading the session the other tab stored; nothing is sent meanwhile
      // under a user this tab does not show (its calls still carry its own token until then).
      following: { entry: 'reloadPage', on: { 'session.elsewhere': {} } },
      expired: {
        on: {
          login: { guard: 'validLogin', target: 'signingIn' },
          logout: { target: 'signedOut', actions: assign({ returnTo: null, notice: { kind: 'exited' } }) },
          'notice.dismiss': { target: 'signedOut', actions: assign({ notice: null }) },
        },
      },
    },
  }),
);

export type SessionMachine = ReturnType<typeof sessionMachine>;
