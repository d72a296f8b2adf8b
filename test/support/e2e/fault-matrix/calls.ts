import { allApiPaths, type ApiGroup } from '../../../../src/adapters/http/api-paths';

/**
 * The fault matrix as data (issue 16, item 4): every API call a screen makes, where the
 * user makes it and where its failure shows, played against six faults each by
 * test/e2e/fault-matrix.e2e.ts. A path of api-paths.ts with no row needs a written reason
 * in NO_ROW; calls.test.ts fails on a path with neither, so a new call joins the matrix
 * the day its screen does. No Playwright here: the unit test reads this file.
 */
export const FAULTS = [
  'network error',
  'timeout',
  'HTTP 500',
  'malformed body',
  'code != 1',
  'code -2',
] as const;
/**
 * Played on the calls that move money only (item 1): the server applies the request (the
 * order opens, the money moves), then answers it with a failure all the same.
 */
export const APPLIED_FAULTS = ['applied, then HTTP 500', 'applied, then malformed body'] as const;
export type FaultName = (typeof FAULTS)[number] | (typeof APPLIED_FAULTS)[number];

/**
 * A row's faults in the order played: code -2 ends the session, so it comes last, after the
 * applied ones of a call that moves money.
 */
export function faultsOf(movesMoney: boolean): readonly FaultName[] {
  return movesMoney ? [...FAULTS.slice(0, -1), ...APPLIED_FAULTS, 'code -2'] : FAULTS;
}

/** `group.name` of API_PATHS, e.g. 'contract.createOrder'. */
export type CallKey = `${ApiGroup}.${string}`;

export interface MatrixCall {
  /** The screen whose page plays the faults (desktop unless the call is mobile only). */
  screen: string;
  /** What the user does that makes the call, the first time and on each retry. */
  trigger: string;
  /** Where the failure is told. */
  shows: string;
  /** Moves money: a lost answer (network, timeout) is told as "outcome unknown". */
  movesMoney?: true;
  /** Made signed out: a -2 is only its message (there is no session to end). */
  signedOut?: true;
  /** The phone's screen for a call that moves money, played in mobile-matrix-http too (item 11). */
  phone?: string;
}

export const MATRIX_CALLS = {
  'contract.durationConfig': {
    screen: '/pc/scontract',
    trigger: 'opening the screen; Retry',
    shows: 'the order panel alert, with Retry',
  },
  'params.param': {
    screen: '/pc/scontract',
    trigger: 'opening the screen (contract_fee_rate); Retry',
    shows: 'the order panel alert, with Retry',
  },
  'contract.assets': {
    screen: '/pc/scontract',
    trigger: 'opening the screen; Retry',
    shows: 'the balances alert above the kept balances, with Retry',
  },
  'contract.assetRecords': {
    screen: '/pc/scontract',
    trigger: 'opening the screen; Retry',
    shows: 'the asset records alert, with Retry',
  },
  'contract.orders': {
    screen: '/pc/scontract',
    trigger: 'opening the screen; Retry',
    shows: 'the positions list alert, with Retry',
  },
  'contract.createOrder': {
    screen: '/pc/scontract',
    trigger: 'Up',
    shows: 'a toast; Up comes back',
    movesMoney: true,
    phone: '/trade',
  },
  'contract.transfer': {
    screen: '/pc/scontract',
    trigger: 'Confirm transfer',
    shows: 'a toast; Continue comes back',
    movesMoney: true,
    phone: '/trade',
  },
  'demoContract.durationConfig': {
    screen: '/pc/scontract',
    trigger: 'the Demo Account tab; Retry',
    shows: 'the order panel alert, with Retry',
  },
  'demoContract.assets': {
    screen: '/pc/scontract',
    trigger: 'the Demo Account tab; Retry',
    shows: 'the balances alert, with Retry',
  },
  'demoContract.assetRecords': {
    screen: '/pc/scontract',
    trigger: 'the Demo Account tab; Retry',
    shows: 'the asset records alert, with Retry',
  },
  'demoContract.orders': {
    screen: '/pc/scontract',
    trigger: 'the Demo Account tab; Retry',
    shows: 'the positions list alert, with Retry',
  },
  'demoContract.assetsConfig': {
    screen: '/pc/scontract',
    trigger: 'the Demo Account tab; Retry',
    shows: 'the demo top-up alert, with Retry',
  },
  'demoContract.createOrder': {
    screen: '/pc/scontract',
    trigger: 'Up on the demo account',
    shows: 'a toast; Up comes back',
    movesMoney: true,
    phone: '/trade',
  },
  'demoContract.addAmount': {
    screen: '/pc/scontract',
    trigger: 'Add 10,000 USDT on the demo account',
    shows: 'a warning toast (SPEC section 8); the button comes back',
    movesMoney: true,
    phone: '/trade',
  },
  'market.tickersByQuote': {
    screen: '/pc/market',
    trigger: 'the next poll (5 s, backoff after a failure)',
    shows: 'the banner above the kept list, with the reason',
  },
  'market.kline': {
    screen: '/pc/trade',
    trigger: 'the next poll',
    shows: 'the pair status note names the part that is not updating, with the reason; the other parts go on',
  },
  'market.depth': {
    screen: '/pc/trade',
    trigger: 'the next poll',
    shows: 'the pair status note names the part that is not updating, with the reason; the other parts go on',
  },
  'market.deals': {
    screen: '/pc/trade',
    trigger: 'the next poll',
    shows: 'the pair status note names the part that is not updating, with the reason; the other parts go on',
  },
  'market.ticker': {
    screen: '/pc/trade',
    trigger: 'the next poll',
    shows: 'the pair status note names the part that is not updating, with the reason; the other parts go on',
  },
  'user.login': {
    screen: '/pc/login/login',
    trigger: 'Log in',
    shows: 'a toast; Log in comes back',
    signedOut: true,
  },
  'user.register': {
    screen: '/pc/login/register',
    trigger: 'Register',
    shows: 'a toast; Register comes back',
    signedOut: true,
  },
  'user.sendEmailCode': {
    screen: '/pc/login/register',
    trigger: 'Send code',
    shows: 'the alert under the code field; Send code comes back',
    signedOut: true,
  },
  'user.sendEmailCodeForget': {
    screen: '/pc/login/forget',
    trigger: 'Send code',
    shows: 'the alert under the code field; Send code comes back',
    signedOut: true,
  },
  'user.forgetPassword': {
    screen: '/pc/login/forget',
    trigger: 'Reset password',
    shows: 'a toast; Reset password comes back',
    signedOut: true,
  },
  'user.updatePassword': {
    screen: '/pc/login/modify',
    trigger: 'Change password',
    shows: 'a toast; Change password comes back',
  },
  'params.customer': {
    screen: '/pc/main',
    trigger: 'the customer-service button',
    shows: 'an error toast (SPEC section 8); the button comes back',
  },
  'wallet.spotAccount': {
    screen: '/pc/account/assert/2',
    trigger: 'opening the screen; Retry',
    shows: 'the overview alert above the kept balances, with Retry',
  },
  'addressBook.list': {
    screen: '/pc/setting/address',
    trigger: 'opening the screen; Retry',
    shows: 'the list alert, with Retry',
  },
  'addressBook.add': {
    screen: '/pc/setting/address',
    trigger: 'Save on the new-address form',
    shows: 'the alert in the form; Save comes back',
  },
  'addressBook.remove': {
    screen: '/pc/setting/address',
    trigger: 'Delete, confirmed',
    shows: 'the alert above the kept list',
  },
  'convert.records': {
    screen: '/pc/account/dui',
    trigger: 'opening the screen; Retry',
    shows: 'the records alert, with Retry',
  },
  // messages and help
  'notices.page': {
    screen: '/pc/setting/message?type=4',
    trigger: 'opening the screen; Retry',
    shows: 'the list alert, with Retry',
  },
  'notices.detail': {
    screen: '/pc/setting/msg-detail?id=n1',
    trigger: 'opening the message; Retry',
    shows: 'the message alert, with Retry',
  },
  'ledger.entries': {
    screen: '/pc/account/trade',
    trigger: 'opening the screen; Retry',
    shows: 'the log alert, with Retry',
  },
  'deposit.address': {
    screen: '/pc/account/recharge',
    trigger: 'opening the screen; Retry',
    shows: 'the address alert, with Retry',
  },
  'deposit.records': {
    screen: '/pc/account/recharge',
    trigger: 'opening the screen; Retry',
    shows: 'the records alert, with Retry',
  },
  'spot.placeOrder': {
    screen: '/pc/trade',
    trigger: 'Buy BTC on a limit order below the market',
    shows:
      'a toast and the note above the button (a lost answer: the search for the order, then "no answer"); Buy comes back',
    movesMoney: true,
    phone: '/coin/btcusdt',
  },
  'spot.cancelOrder': {
    screen: '/pc/trade',
    trigger: "Cancel on an open order's row",
    shows: 'a toast; the row and its Cancel come back',
  },
  'spot.cancelAll': {
    screen: '/pc/trade',
    trigger: 'Cancel all, confirmed',
    shows: 'a toast; the rows and Cancel all come back',
  },
  'spot.openOrders': {
    screen: '/pc/trade',
    trigger: 'opening the screen; Retry',
    shows: 'the alert of the Open orders tab, with Retry',
  },
  'spot.orderHistory': {
    screen: '/pc/trade',
    trigger: 'opening the screen, then the Order history tab; Retry',
    shows: 'the alert of the Order history tab, with Retry',
  },
  'spot.trades': {
    screen: '/pc/trade',
    trigger: 'opening the screen, then the Trade history tab; Retry',
    shows: 'the alert of the Trade history tab, with Retry',
  },
  'convert.config': {
    screen: '/pc/account/dui',
    trigger: 'opening the screen; Retry',
    shows: 'the coins alert in the exchange form, with Retry',
  },
  'convert.quote': {
    screen: '/pc/account/dui',
    trigger: 'typing an amount; Try again',
    shows: 'the quote alert in the exchange form, with Try again; the balance kept',
  },
  'convert.execute': {
    screen: '/pc/account/dui',
    trigger: 'Confirm on the confirmation of a live quote',
    shows: 'the alert in the exchange form (a lost answer: the outcome-unknown note, with New exchange)',
    movesMoney: true,
    phone: '/account/dui',
  },
  'withdraw.config': {
    screen: '/pc/account/withdrawel',
    trigger: 'opening the screen (fund password set); Retry',
    shows: 'the terms alert in the withdraw form, with Retry',
  },
  'withdraw.apply': {
    screen: '/pc/account/withdrawel',
    trigger: 'Confirm on the confirmation (saved address, fund password, email code)',
    shows:
      'the failure in the form (a lost answer: a toast and the outcome-unknown panel, with New withdrawal)',
    movesMoney: true,
    phone: '/account/withdraw',
  },
  'products.list': {
    screen: '/pc/finance/list',
    trigger: 'opening the screen; Try again',
    shows: 'the products alert, with Try again',
  },
  'products.purchase': {
    screen: '/pc/finance/list',
    trigger: 'Buy, then Confirm on the confirmation (amount typed, agreement accepted)',
    shows: 'the failure in the purchase form, whose Buy comes back (a lost answer: a toast too)',
    movesMoney: true,
    phone: '/finance',
  },
  'products.holdings': {
    screen: '/pc/finance/record',
    trigger: 'opening the screen; Retry',
    shows: 'the holdings alert, with Retry',
  },
  'products.redeem': {
    screen: '/pc/finance/record',
    trigger: 'Redeem, then Confirm on the stated terms',
    shows: 'the failure under the terms, whose Confirm comes back; the holding kept',
    movesMoney: true,
    phone: '/finance/record',
  },
  'products.projects': {
    screen: '/pc/subscribe/list',
    trigger: 'opening the screen; Try again',
    shows: 'the projects alert, with Try again',
  },
  'products.subscribe': {
    screen: '/pc/subscribe/detail?id=aster',
    trigger: 'Subscribe, then Confirm on the stated figures (amount typed)',
    shows: 'the failure in the subscribe form, whose Subscribe comes back (a lost answer: a toast too)',
    movesMoney: true,
    phone: '/subscribe/detail?id=aster',
  },
  'products.subscriptions': {
    screen: '/pc/subscribe/record',
    trigger: 'opening the screen; Retry',
    shows: 'the subscriptions alert, with Retry',
  },
  'withdraw.guard': {
    screen: '/pc/account/withdrawel',
    trigger: 'opening the screen (fund password set; read with the terms); Retry',
    shows: 'the terms alert in the withdraw form, with Retry',
  },
  'withdraw.pastAddresses': {
    screen: '/pc/account/withdrawel',
    trigger: 'opening the screen (fund password set; read with the terms); Retry',
    shows: 'the terms alert in the withdraw form, with Retry',
  },
  'withdraw.whitelist': {
    screen: '/pc/setting/safty',
    trigger: 'Turn on on the whitelist-only row',
    shows: 'the alert under the whitelist-only row; Turn on comes back and the setting stays off',
  },
  'withdraw.records': {
    screen: '/pc/account/withdrawel',
    trigger: 'opening the screen (fund password set); Retry',
    shows: 'the records alert, with Retry',
  },
  'identity.submit': {
    screen: '/pc/setting/verify',
    trigger: 'Submit for review, with the name, number and both photos given (user not authenticated)',
    shows: 'the alert above Submit for review, which comes back; the form kept',
  },
  'withdraw.cancel': {
    screen: '/pc/account/withdrawel',
    trigger: 'Cancel on a pending withdrawal, confirmed',
    shows: 'the alert in the record, whose confirm comes back; the record kept',
  },
  'ledger.filters': {
    screen: '/pc/account/trade',
    trigger: 'opening the screen; Retry',
    shows: 'the filters alert above the log, with Retry',
  },
  'user.emailVerification': {
    screen: '/pc/login/register',
    trigger: 'leaving the code field with a code typed',
    shows: 'the note under the code field; the field stays usable',
    signedOut: true,
  },
  'user.sendAssetEmailCode': {
    screen: '/pc/account/withdrawel',
    trigger: 'Send code on the fund-password form',
    shows: 'the alert under the code field; Send code comes back',
  },
  'user.setTransactionPassword': {
    screen: '/pc/account/withdrawel',
    trigger: 'Save on the fund-password form',
    shows: 'the alert in the form; Save comes back',
  },
  'authenticator.start': {
    screen: '/pc/setting/safty',
    trigger: 'Bind on the authenticator row (the key is created); Retry',
    shows: 'the alert where the key would show, with Retry',
  },
  'authenticator.confirm': {
    screen: '/pc/setting/safty',
    trigger: 'Bind authenticator with a 6-digit code typed, once the key shows',
    shows: 'the alert above Bind authenticator, which comes back; the key kept',
  },
  'invite.invitees': {
    screen: '/pc/setting/safty',
    trigger: "Invite friends beside the profile's invite code (the invite panel opens); Retry",
    shows: 'the invitees alert, with Retry; the code and link kept',
  },
  'security.setAntiPhishing': {
    screen: '/pc/setting/safty',
    trigger: 'Save phrase on the anti-phishing form, a phrase and a code typed',
    shows: 'the alert in the form; Save phrase comes back, the phrase kept',
  },
  'security.sessions': {
    screen: '/pc/setting/safty',
    trigger: 'opening the screen (the active sessions); Retry',
    shows: 'the sessions alert, with Retry',
  },
  'security.signOutOthers': {
    screen: '/pc/setting/safty',
    trigger: 'Sign out other sessions, then Sign out in the confirmation (another device signed in)',
    shows: 'the alert under the sessions; Sign out other sessions comes back, the sessions kept',
  },
  'security.signOutSession': {
    screen: '/pc/setting/safty',
    trigger: "Sign out on the other device's row, then Sign out in the confirmation",
    shows: "the alert under the sessions; the row's Sign out comes back, the sessions kept",
  },
} as const satisfies Record<CallKey, MatrixCall>;

export type MatrixKey = keyof typeof MATRIX_CALLS;

/** Paths with no row, each with why; a reason is not a place to park a call a screen makes. */
export const NO_ROW: Readonly<Record<CallKey, string>> = {
  'user.info':
    'Background: the profile loads once after login; a failure keeps the session and the stored email, and nothing is waiting on it (a -2 here ends the session like any call, see session-expiry.e2e.ts).',
  'notices.count':
    'Background: the header bell refreshes its count; a failed refresh keeps the last count rather than putting an alert in the header.',
  'products.project':
    'No screen makes it: list, detail and preview read one project from the projects (products.projects), one call for all three.',
  'addressBook.edit':
    'Same screen, form and alert as addressBook.add (one save form sends both); its path differs only.',
};

/** Every call of the paths table, as `group.name`. */
export const ALL_CALLS: readonly CallKey[] = allApiPaths().map(
  ({ group, name }) => `${group}.${name}` as const,
);

/** The path a call's faults are set on (relative to its base, as the reference server reads it). */
export function pathOf(key: CallKey): string {
  const found = allApiPaths().find(({ group, name }) => `${group}.${name}` === key);
  if (!found) throw new Error(`${key} is not in API_PATHS`);
  return found.entry.path;
}
