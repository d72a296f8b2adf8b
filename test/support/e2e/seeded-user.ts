import { test, type Page } from '@playwright/test';
import { DEMO_STATE_KEY } from '../../../src/adapters/demo/demo-exchange';
import { createExchangeEngine } from '../../../src/adapters/demo/engine';
import { derivedToCheck, derivedToStore } from '../../../src/adapters/demo/engine/password-kdf';
import { TEST_PASSWORD_ITERATIONS } from '../fixtures/test-iterations';
import { SIGNED_IN_FLAG, StorageKeys } from '../../../src/adapters/storage/storage-keys';
import { DEFAULT_CAN_PURCHASE } from '../../../src/domain/session/session';
import { waitForApp } from './fixtures';
import { callServer } from './reference-call';
import { control, REFERENCE_SERVER, referenceServerOf } from './servers';
import { IdentityStatus } from '../../../src/domain/user/identity';
import { PASSWORD, uniqueEmail } from './session-steps';

/**
 * A signed-in user without driving the register and login forms: the same engine calls the
 * forms make, made from Node, then the session written where the app reads it at start-up.
 * Only the tests about those forms need to type them; every other test starts here, which
 * saves two form pages, two code round trips and two page loads per test.
 *
 * - http projects: the reference server behind the build (SPEC-exact for `*-spec-http`).
 * - demo projects: an engine in Node with the app's seed builds the exchange state, which
 *   the page finds in browser storage as if it had saved it on an earlier visit.
 */
export interface SeededUser {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The token of the same user's log-in on another device (SeedOptions.otherDevice). */
  otherToken?: string;
}

export interface SeedOptions {
  /** Tag of the generated email, for reading server logs. */
  tag?: string;
  /** USDT moved from spot into the real seconds-contract account (transfer type 1). */
  contractFunds?: string;
  /**
   * The profile's authen: new users start not authenticated (0); a seeded one is verified (2)
   * unless a test of the identity check asks otherwise.
   */
  authen?: number;
  /** The user agent of a second log-in of the same user (another device), made before the page opens. */
  otherDevice?: string;
  /** The profile's canPurchase (SPEC section 6): '0' when the user may not buy products; '1' unless given. */
  canPurchase?: '0' | '1';
  /**
   * A flash exchange made before the page opens (after the contract funds): its log rows carry
   * the longest note the exchange writes ("Exchange USDT to BTC #12 (fee 0.00000106 BTC)").
   */
  exchange?: { fromCoin: string; toCoin: string; amount: string };
}

const isHttp = (projectName: string) => projectName.endsWith('-http');

/**
 * Creates the user and arranges for the page's next navigation to start signed in as it.
 * Call before `page.goto`; a later navigation keeps whatever the app stored meanwhile.
 */
export async function seedSignedIn(page: Page, projectName: string, options: SeedOptions = {}) {
  const { user, items } = await seedFor(projectName, options);
  await page.addInitScript(
    ({ marker, entries }) => {
      try {
        // Once per seeding: reloads and later pages keep what the app has stored since.
        if (localStorage.getItem('E2E-Seeded') === marker) return;
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        localStorage.setItem('E2E-Seeded', marker);
      } catch {
        // about:blank and other opaque origins have no storage; the app's origin has.
      }
    },
    { marker: `${user.email}`, entries: items },
  );
  return user;
}

/**
 * A new user written into the storage of a page already on the app's origin (signed out, or
 * as another user): its next navigation starts signed in as that user, with no page load
 * spent on the writing. The page's seeding marker is left alone, so the first seeding's
 * script does not write its user back.
 */
export async function reseedSignedIn(page: Page, projectName: string, options: SeedOptions = {}) {
  const { user, items } = await seedFor(projectName, options);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  return user;
}

/** Creates the user and says what the app reads at start-up to find it signed in. */
async function seedFor(projectName: string, options: SeedOptions) {
  const email = uniqueEmail(options.tag ?? 'seeded');
  const seeded = isHttp(projectName)
    ? { user: await viaServer(referenceServerOf(projectName), email, options), demoState: null }
    : await viaEngine(email, options);
  const items: Record<string, string> = {
    [StorageKeys.token]: seeded.user.token,
    [StorageKeys.userId]: seeded.user.userId,
    [StorageKeys.login]: SIGNED_IN_FLAG,
    [StorageKeys.email]: email,
    [StorageKeys.purchase]: options.canPurchase ?? DEFAULT_CAN_PURCHASE,
    ...(seeded.demoState ? { [DEMO_STATE_KEY]: seeded.demoState } : {}),
  };
  return { user: seeded.user, items };
}

async function viaEngine(email: string, options: SeedOptions) {
  // The app's own settings and seed (composition's createDemoExchange passes neither), but for
  // the password's count: the app renews the record to its own at the first password typed.
  const settings = { passwordIterations: TEST_PASSWORD_ITERATIONS };
  const engine = createExchangeEngine({ clock: { now: () => Date.now() }, settings });
  const register = {
    email,
    code: engine.sendEmailCode(email, 'register'),
    password: PASSWORD,
    inviteCode: '',
  };
  engine.register(register, await derivedToStore(PASSWORD, engine.passwordTerms(email)));
  const login = async (userAgent: string) =>
    engine.login(
      { account: email, code: engine.sendEmailCode(email, 'login'), password: PASSWORD },
      userAgent,
      await derivedToCheck(PASSWORD, engine.passwordTerms(email)),
    );
  const session = await login('');
  if (options.contractFunds)
    engine.transfer(session.token, { amount: options.contractFunds, currency: 'USDT', type: 1 });
  if (options.exchange)
    engine.executeConvert(session.token, engine.convertQuote(session.token, options.exchange).id);
  engine.setIdentityStatus(session.token, options.authen ?? IdentityStatus.verified);
  engine.setPurchaseFlag(session.token, options.canPurchase ?? DEFAULT_CAN_PURCHASE);
  const other = options.otherDevice ? await login(options.otherDevice) : null;
  const user: SeededUser = {
    email,
    password: PASSWORD,
    ...session,
    ...(other ? { otherToken: other.token } : {}),
  };
  return { user, demoState: JSON.stringify(engine.state()) };
}

async function viaServer(server: string, email: string, options: SeedOptions): Promise<SeededUser> {
  const call = <T>(path: string, params: Record<string, string>, token = '') =>
    callServer<T>(server, path, params, token);
  const code = async (type: string) =>
    (await call<{ demoCode: string }>('/user/sendEmailCode', { email, type })).demoCode;
  await call('/user/register', { email, code: await code('register'), password: PASSWORD, inviteCode: '' });
  const session = await call<{ userId: string; token: string }>('/user/login', {
    account: email,
    code: await code('login'),
    password: PASSWORD,
  });
  if (options.contractFunds)
    await call(
      '/contract/transfer',
      { amount: options.contractFunds, currency: 'USDT', type: '1' },
      session.token,
    );
  if (options.exchange) {
    const quote = await call<{ id: string }>('/convert/getQuote', options.exchange, session.token);
    await call('/convert/execute', { quoteId: quote.id }, session.token);
  }
  await control(server, 'identity', {
    token: session.token,
    authen: options.authen ?? IdentityStatus.verified,
  });
  if (options.canPurchase)
    await control(server, 'purchase-flag', { token: session.token, canPurchase: options.canPurchase });
  const other = options.otherDevice
    ? await callServer<{ token: string }>(
        server,
        '/user/login',
        { account: email, code: await code('login'), password: PASSWORD },
        '',
        { 'user-agent': options.otherDevice },
      )
    : null;
  return {
    email,
    password: PASSWORD,
    userId: String(session.userId),
    token: session.token,
    ...(other ? { otherToken: other.token } : {}),
  };
}

/** A user registered on the reference server (http projects), not signed in anywhere. */
export async function createUser(tag = 'user'): Promise<SeededUser> {
  return viaServer(REFERENCE_SERVER, uniqueEmail(tag), {});
}

/**
 * A page of another browser (http projects: the reference server is shared, a demo exchange
 * is not) signed in as `user` under `token`, e.g. the user's other device (SeededUser.otherToken).
 */
export async function signInAs(page: Page, user: SeededUser, token: string) {
  const entries: Record<string, string> = {
    [StorageKeys.token]: token,
    [StorageKeys.userId]: user.userId,
    [StorageKeys.login]: SIGNED_IN_FLAG,
    [StorageKeys.email]: user.email,
    [StorageKeys.purchase]: DEFAULT_CAN_PURCHASE,
  };
  await page.addInitScript((items) => {
    try {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage; the app's origin has.
    }
  }, entries);
}

/** A new signed-in user on `path`, once the app has rendered it. */
export async function openSignedIn(page: Page, path: string, options: SeedOptions = {}) {
  const user = await seedSignedIn(page, test.info().project.name, options);
  await page.goto(path);
  await waitForApp(page);
  return user;
}
