import { describe, expect, it } from 'vitest';
import { createDemoExchange, DEMO_STATE_KEY } from '../../../src/adapters/demo/demo-exchange';
import { DEFAULT_ENGINE_SETTINGS } from '../../../src/adapters/demo/engine';
import { legacyPasswordHash } from '../../../src/adapters/demo/engine/legacy-hash';
import { createDemoUserGateway } from '../../../src/adapters/demo/gateways/demo-user.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { createFakeClock, type FakeClock } from '../../support/fixtures/fake-clock';

const EMAIL = 'pbkdf2@example.com';
const PASSWORD = 'secret-1';
const { passwordIterations, emailCodeCooldownMs } = DEFAULT_ENGINE_SETTINGS;

/** The app's demo mode as composition builds it (its own settings), over a browser storage. */
function openDemo(storage: Storage, clock: FakeClock) {
  const exchange = createDemoExchange({
    store: createBrowserTextStore(storage),
    clock,
    tokens: { token: () => null },
    sessionExpiry: { sessionExpired: () => undefined },
  });
  const users = createDemoUserGateway({ exchange });
  const code = async (purpose: 'register' | 'login') => {
    clock.advance(emailCodeCooldownMs);
    return (await users.sendEmailCode(EMAIL, purpose)).demoCode ?? '';
  };
  const logIn = async (password = PASSWORD) =>
    users.login({ account: EMAIL, code: await code('login'), password });
  const saved = () => storage.getItem(DEMO_STATE_KEY) ?? '';
  return { users, code, logIn, saved };
}

describe('the demo gateways keep passwords as PBKDF2 at the app’s count', () => {
  it(`registers and logs in with a record of ${passwordIterations} iterations in the saved state`, async () => {
    const storage = createMemoryStorage();
    const demo = openDemo(storage, createFakeClock());
    await demo.users.register({
      email: EMAIL,
      code: await demo.code('register'),
      password: PASSWORD,
      inviteCode: '',
    });
    await expect(demo.logIn('wrong-password')).rejects.toMatchObject({
      failure: { message: 'Password is incorrect' },
    });
    expect((await demo.logIn()).token).toBeTruthy();
    expect(demo.saved()).toMatch(
      new RegExp(`"passwordHash":"pbkdf2-sha256\\$${passwordIterations}\\$[0-9a-f]{32}\\$[0-9a-f]{64}"`),
    );
    expect(demo.saved()).not.toContain(PASSWORD);
  });

  it('opens a state saved by an earlier version and upgrades its hash at the first log-in', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock();
    const before = openDemo(storage, clock);
    await before.users.register({
      email: EMAIL,
      code: await before.code('register'),
      password: PASSWORD,
      inviteCode: '',
    });
    // What an earlier version saved: the same state with the password in its fast hash.
    const state = JSON.parse(before.saved()) as { users: { id: string; passwordHash: string }[] };
    const [user] = state.users;
    if (!user) throw new Error('no user saved');
    const legacy = legacyPasswordHash(user.id, PASSWORD);
    user.passwordHash = legacy;
    storage.setItem(DEMO_STATE_KEY, JSON.stringify(state));
    const after = openDemo(storage, clock);
    expect((await after.logIn()).userId).toBe(user.id);
    expect(after.saved()).not.toContain(legacy);
    expect(after.saved()).toContain(`"passwordHash":"pbkdf2-sha256$${passwordIterations}$`);
  });
});
