import { test, type Page } from '@playwright/test';
import { DEMO_STATE_KEY } from '../../../src/adapters/demo/demo-exchange';
import { createExchangeEngine, DEFAULT_ENGINE_SETTINGS } from '../../../src/adapters/demo/engine';
import { derivedToCheck, derivedToStore } from '../../../src/adapters/demo/engine/password-kdf';
import { TEST_PASSWORD_ITERATIONS } from '../fixtures/test-iterations';
import { SIGNED_IN_FLAG, StorageKeys } from '../../../src/adapters/storage/storage-keys';
import { DEFAULT_CAN_PURCHASE } from '../../../src/domain/session/session';
import { appCode } from './authenticator-code';
import { waitForApp } from './fixtures';
import { callServer } from './reference-call';
import { control, referenceServerOf } from './servers';
import { IdentityStatus } from '../../../src/domain/user/identity';
import { PASSWORD, uniqueEmail } from './session-steps';

/**
 * A signed-in user set up for the wallet tests without driving any form: optionally with a
 * fund password, a saved withdrawal address already past its cool-down, an identity status
 * other than verified, and purchases of products not allowed. Demo projects build the exchange state in Node (the address
 * saved "earlier" on the engine's clock); http projects make the same calls to the reference
 * server, then ask its test control to lift the lock and set the identity status.
 */
export interface WalletSeed {
  tag: string;
  fundPassword?: string;
  /** The fund password set a second time (demo projects): withdrawals are held for a day. */
  fundPasswordChanged?: boolean;
  savedAddress?: { label: string; address: string };
  /** The profile's authen: new users start not authenticated, a seeded one verified (2) unless given. */
  authen?: number;
  /** USDT withdrawn to the saved address, pending review (reference server only). */
  pendingWithdrawal?: string;
  /** An authenticator bound with the code its app showed: the user's withdrawals ask for it. */
  authenticator?: boolean;
  /** The profile's canPurchase (SPEC section 6): '0' when the user may not buy products; '1' unless given. */
  canPurchase?: '0' | '1';
}

export interface WalletUser {
  email: string;
  token: string;
  /** The bound authenticator's key (base32), for the test to compute its codes; null when none. */
  authenticatorSecret?: string | null;
}

async function viaEngine(email: string, seed: WalletSeed) {
  // Everything happens "a cool-down ago", so the saved address is usable now. Passwords at the
  // tests' count: the app renews each record to its own when the password is first typed.
  let now = Date.now() - DEFAULT_ENGINE_SETTINGS.addressCooldownMs - 60_000;
  const settings = { passwordIterations: TEST_PASSWORD_ITERATIONS };
  const engine = createExchangeEngine({ clock: { now: () => now }, settings });
  const terms = () => engine.passwordTerms(email);
  const register = {
    email,
    code: engine.sendEmailCode(email, 'register'),
    password: PASSWORD,
    inviteCode: '',
  };
  engine.register(register, await derivedToStore(PASSWORD, terms()));
  const login = { account: email, code: engine.sendEmailCode(email, 'login'), password: PASSWORD };
  const { token, userId } = engine.login(login, '', await derivedToCheck(PASSWORD, terms()));
  const setFundPassword = async (password: string) =>
    engine.setTransactionPassword(
      token,
      password,
      engine.sendEmailCode(email, 'asset'),
      await derivedToStore(password, engine.signedInPasswordTerms(token, 'fund')),
    );
  if (seed.fundPassword) await setFundPassword(seed.fundPassword);
  if (seed.fundPassword && seed.fundPasswordChanged) {
    now += DEFAULT_ENGINE_SETTINGS.emailCodeCooldownMs;
    await setFundPassword(seed.fundPassword);
  }
  if (seed.savedAddress) engine.addAddress(token, { ...seed.savedAddress, coin: 'USDT', network: 'TRC20' });
  engine.setIdentityStatus(token, seed.authen ?? IdentityStatus.verified);
  engine.setPurchaseFlag(token, seed.canPurchase ?? DEFAULT_CAN_PURCHASE);
  const secret = seed.authenticator ? engine.startAuthenticator(token).secret : null;
  if (secret) engine.confirmAuthenticator(token, appCode(secret, now));
  now = Date.now();
  return { token, userId, state: JSON.stringify(engine.state()), secret };
}

/** Asks the reference server for an email code; it answers the code (EmailCodeReceipt.demoCode). */
export const emailCode = async (server: string, path: string, params: Record<string, string>, token = '') =>
  (await callServer<{ demoCode: string }>(server, path, params, token)).demoCode;

async function viaServer(server: string, email: string, seed: WalletSeed) {
  await callServer(server, '/user/register', {
    email,
    code: await emailCode(server, '/user/sendEmailCode', { email, type: 'register' }),
    password: PASSWORD,
    inviteCode: '',
  });
  const { token, userId } = await callServer<{ userId: string; token: string }>(server, '/user/login', {
    account: email,
    code: await emailCode(server, '/user/sendEmailCode', { email, type: 'login' }),
    password: PASSWORD,
  });
  const secret = await equipOnServer(server, { token, email }, seed);
  return { token, userId: String(userId), state: null, secret };
}

/**
 * Gives a user of the reference server what the seed asks for (a fund password, a saved
 * address past its cool-down, an identity status, a withdrawal pending review, a bound
 * authenticator), through the calls the app makes and the server's test control. Answers the
 * authenticator's key, null when none was bound.
 */
export async function equipOnServer(
  server: string,
  user: WalletUser,
  seed: Omit<WalletSeed, 'tag'>,
): Promise<string | null> {
  const { token, email } = user;
  if (seed.fundPassword) {
    const code = await emailCode(server, '/user/sendUpdateAssetEmail', { email });
    await callServer(server, '/user/setTransactionPwd', { password: seed.fundPassword, code }, token);
  }
  if (seed.savedAddress) {
    const address = { ...seed.savedAddress, coin: 'USDT', network: 'TRC20' };
    await callServer(server, '/withdraw/address/add', address, token);
    await control(server, 'lift-address-locks', { token });
    if (seed.pendingWithdrawal && seed.fundPassword) {
      const withdrawal = {
        coin: 'USDT',
        network: 'TRC20',
        address: seed.savedAddress.address,
        amount: seed.pendingWithdrawal,
      };
      // A withdraw code only for the signed-in user, and for this withdrawal.
      const code = await emailCode(
        server,
        '/user/sendEmailCode',
        { email, type: 'withdraw', ...withdrawal },
        token,
      );
      await callServer(
        server,
        '/withdraw/apply',
        { ...withdrawal, fundPassword: seed.fundPassword, code },
        token,
      );
    }
  }
  await control(server, 'identity', { token, authen: seed.authen ?? IdentityStatus.verified });
  if (seed.canPurchase) await control(server, 'purchase-flag', { token, canPurchase: seed.canPurchase });
  if (!seed.authenticator) return null;
  // The reference server behind these projects runs on real time: the app's code now binds.
  const { secret } = await callServer<{ secret: string }>(server, '/user/googleBind/start', {}, token);
  await callServer(server, '/user/googleBind/confirm', { code: appCode(secret, Date.now()) }, token);
  return secret;
}

/** Seeds the user, opens `path` signed in as it, and waits for the app. */
export async function openAsWalletUser(page: Page, path: string, seed: WalletSeed): Promise<WalletUser> {
  const project = test.info().project.name;
  const email = uniqueEmail(seed.tag);
  const user = project.endsWith('-http')
    ? await viaServer(referenceServerOf(project), email, seed)
    : await viaEngine(email, seed);
  const entries: Record<string, string> = {
    [StorageKeys.token]: user.token,
    [StorageKeys.userId]: user.userId,
    [StorageKeys.login]: SIGNED_IN_FLAG,
    [StorageKeys.email]: email,
    [StorageKeys.purchase]: seed.canPurchase ?? DEFAULT_CAN_PURCHASE,
    ...(user.state ? { [DEMO_STATE_KEY]: user.state } : {}),
  };
  await page.addInitScript(
    ({ marker, items }) => {
      if (localStorage.getItem('E2E-Seeded') === marker) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      localStorage.setItem('E2E-Seeded', marker);
    },
    { marker: email, items: entries },
  );
  await page.goto(path);
  await waitForApp(page);
  return { email, token: user.token, authenticatorSecret: user.secret };
}

/**
 * Sends a code and types it into the field `field`: demo mode shows it on the page, the
 * reference server hands it back in its answer to `call` (the fund-password code's
 * /user/sendUpdateAssetEmail, the withdrawal code's /user/sendEmailCode).
 */
export async function fillSentCode(page: Page, http: boolean, call: RegExp, field: string): Promise<void> {
  const answer = http ? page.waitForResponse((r) => call.test(r.url())) : null;
  await page.getByTestId('send-code').click();
  const code = answer
    ? ((await (await answer).json()) as { data: { demoCode: string } }).data.demoCode
    : ((await page.getByTestId('demo-code').innerText()).trim().split(/\s+/).pop() ?? '');
  await page.getByTestId(field).fill(code);
}

export const fillAssetCode = (page: Page, http: boolean) =>
  fillSentCode(page, http, /\/user\/sendUpdateAssetEmail/, 'asset-code');

export const fillWithdrawCode = (page: Page, http: boolean) =>
  fillSentCode(page, http, /\/user\/sendEmailCode/, 'withdraw-code');

/** The TRC20 address the withdraw tests save in the address book and withdraw to. */
export const TRON = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';

/** The withdraw screen of each form factor. */
export const withdrawPath = (isMobile: boolean) =>
  isMobile ? '/account/withdraw' : '/pc/account/withdrawel';
