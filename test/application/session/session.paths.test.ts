import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../../src/application/session/session.machine';
import { selectSignedIn } from '../../../src/application/session/session.selectors';
import type { StoredSession } from '../../../src/domain/session/session';
import { flush, loginRequest, profileFor, startSession } from './session-harness';

const stored: StoredSession = {
  token: 'tok-7',
  userId: '7',
  email: 'someone@example.com',
  canPurchase: '1',
  langType: 'en-US',
};

// For traversal only: effects that never settle, so the graph's own done/error events drive it.
const graphMachine = sessionMachine().provide({
  actors: {
    login: fromPromise<StoredSession, typeof loginRequest>(() => new Promise(() => undefined)),
    loadProfile: fromPromise(() => new Promise<ReturnType<typeof profileFor>>(() => undefined)),
    expiryEvents: fromCallback<SessionEvent>(() => undefined),
  },
  actions: { persistSession: () => undefined, clearStoredSession: () => undefined },
});

const events = [
  { type: 'login', request: loginRequest },
  { type: 'logout' },
  { type: 'session.expired', message: 'Please login first' },
  { type: 'profile.reload' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.login', output: stored },
  { type: 'xstate.error.actor.login', error: new Error('Password is incorrect') },
  { type: 'xstate.done.actor.loadProfile', output: profileFor('7', 'someone@example.com') },
  { type: 'xstate.error.actor.loadProfile', error: new Error('Please try again later') },
] as unknown as SessionEvent[];

const pathsFrom = (input: { stored: StoredSession | null }) =>
  getShortestPaths(graphMachine, { input, events, serializeState: (s) => JSON.stringify(s.value) });

/** Plays a graph event on the real actor: effects settle through the in-memory ports. */
async function play(harness: ReturnType<typeof startSession>, event: EventObject) {
  const { users, channel, actor } = harness;
  if (event.type === 'xstate.done.actor.login') users.logins.at(-1)?.resolve({ userId: '7', token: 'tok-7' });
  else if (event.type === 'xstate.error.actor.login') users.logins.at(-1)?.reject(new Error('no'));
  else if (event.type === 'xstate.done.actor.loadProfile')
    users.profiles.at(-1)?.resolve(profileFor('7', 'someone@example.com'));
  else if (event.type === 'xstate.error.actor.loadProfile') users.profiles.at(-1)?.reject(new Error('no'));
  else if (event.type === 'session.expired') channel.sessionExpired('Please login first');
  else actor.send(event as SessionEvent);
  await flush();
}

const allStates = [
  '"signedOut"',
  '"signingIn"',
  '{"signedIn":"loadingProfile"}',
  '{"signedIn":"ready"}',
  '{"signedIn":"profileFailed"}',
  '"expired"',
];

describe.each([
  ['no stored session', null],
  ['a stored session', stored],
])('session machine shortest paths from %s', (_, start) => {
  const paths = pathsFrom({ stored: start });

  it('reaches every state', () => {
    expect(paths.map((path) => JSON.stringify(path.state.value)).sort()).toEqual([...allStates].sort());
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'the real actor reaches %s and storage agrees',
    async (_name, path) => {
      const harness = startSession();
      if (start) harness.store.save(start);
      const real = start ? startSession(harness.storage) : harness;
      for (const step of path.steps.slice(1)) await play(real, step.event);
      const snapshot = real.actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(real.store.load() !== null).toBe(selectSignedIn(snapshot));
    },
  );
});
