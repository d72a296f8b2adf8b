import type { FormFactor } from '../../domain/shared/form-factor';

/**
 * Every API path the app calls, grouped by output port (DESIGN.md section 1: "paths the
 * SPEC does not show live in one table, each marked assumed"). A path is relative to its
 * port's base (API_BASES below).
 *
 * - `assumed`: true when SPEC section 7 does not show the path or its method, so it is
 *   our choice. Payload and response shapes the SPEC leaves out are noted beside each.
 * - Every call that moves money (marked "money" below) also sends `requestId`, the client's id
 *   for the request (assumed: the SPEC has no such field): the server applies one id once per
 *   user and call and answers a repeat with the first answer.
 */
export type ApiMethod = 'GET' | 'POST';

export interface ApiPath {
  readonly path: string;
  readonly method: ApiMethod;
  readonly assumed: boolean;
}

// Pure: a build that names no path (the demo mode's) leaves the whole table out.
/* @__NO_SIDE_EFFECTS__ */
function post(path: string, assumed = false): ApiPath {
  return { path, method: 'POST', assumed };
}
/* @__NO_SIDE_EFFECTS__ */
function get(path: string, assumed = false): ApiPath {
  return { path, method: 'GET', assumed };
}

export const API_PATHS = {
  market: {
    // Huobi-shaped answers ({status: 'ok', data | tick}); market list for prices included.
    kline: post('/huobi/getKline'),
    depth: post('/huobi/getHuobiContractDepthV2'),
    deals: post('/huobi/getMarketTrade'),
    ticker: post('/huobi/getDetails'),
    tickersByQuote: post('/huobi/getHuobiDetailsByQuoteCoin'),
  },
  user: {
    // Payload {email, type: register | login | update}; data.demoCode in demo mode (assumed).
    // type=withdraw (assumed) adds the withdrawal the code is for: coin, network, address,
    // amount (assumed fields); /withdraw/apply takes that code only for those details.
    sendEmailCode: post('/user/sendEmailCode'),
    // Payload {email}: the forgot-password code.
    sendEmailCodeForget: post('/user/sendEmailCodeForget'),
    // Payload {email}: the fund-password code.
    sendAssetEmailCode: post('/user/sendUpdateAssetEmail'),
    // Payload {email, code, type} with sendEmailCode's type words plus forget and asset (the
    // payload is assumed): checks a code without using it up, so a form can tell a mistyped
    // code before it goes on. Answer {code: 1, data: null} on a match, else the msg
    // 'Verification code error'; five wrong tries void the code (a new one must be sent).
    emailVerification: post('/user/emailVerification'),
    // Payload {email, code, password, inviteCode} (assumed).
    register: post('/user/register'),
    login: post('/user/login'),
    info: post('/user/info'),
    // Payloads {oldPassword, password, code}, {email, code, password}, {password, code} (assumed).
    updatePassword: post('/user/updatePwd'),
    forgetPassword: post('/user/forgetPwd'),
    setTransactionPassword: post('/user/setTransactionPwd'),
  },
  params: {
    param: get('/paramter/getParamListByKeyName'),
    customer: get('/paramter/getCustomer'),
  },
  notices: {
    // SPEC shows these paths, but neither method nor payload ("Path and method are not
    // shown" for the desktop's count): POST {} / {pageNo, pageSize} / {id}. The help centre's
    // articles are notices of a help type: getNoticePage {pageNo, pageSize, type: 'help'} and
    // getNoticeDetail {id}, both answered without a session (assumed).
    count: post('/index/getNoticeCount', true),
    page: post('/index/getNoticePage', true),
    detail: post('/index/getNoticeDetail', true),
  },
  contract: {
    // SPEC lists GET /paramter/contractconfig without saying what it is; that it is the
    // real account's duration list (same items as the demo's) is our reading.
    durationConfig: get('/paramter/contractconfig', true),
    createOrder: post('/contract/createOrder'), // money
    assets: post('/contract/getAssets'),
    assetRecords: post('/contract/getAssetsRecord'),
    orders: post('/contract/getContractRecord'),
    transfer: post('/contract/transfer'), // money
  },
  // SPEC section 7: "Seconds contract (mobile, demo account; base /contract/app)".
  demoContract: {
    assetsConfig: post('/virtual/getAssetsConfig'),
    assets: post('/virtual/getAssets'),
    addAmount: post('/virtual/addAmount'), // money
    createOrder: post('/virtual/createOrder'), // money
    orders: post('/virtual/getContractRecord'),
    assetRecords: post('/virtual/getAssetsRecord'),
    durationConfig: post('/virtual/contractconfig'),
  },
  // withdraw (issue 13 part B): the withdrawal address book. None of these is in the SPEC.
  addressBook: {
    // Payload none; data [{id, label, coin, network, address, createdAt, usableAt}].
    list: post('/withdraw/address/list', true),
    // Payload {label, coin, network, address}; data the saved address.
    add: post('/withdraw/address/add', true),
    // Payload {id, label, coin, network, address}; data null.
    edit: post('/withdraw/address/edit', true),
    // Payload {id}; data null.
    remove: post('/withdraw/address/delete', true),
  },
  spot: {
    // Spot trading: the SPEC names the product line but shows no call; all assumed.
    // Payload {baseCoin, quoteCoin, side: buy|sell, type: limit|market, price?, amount,
    // bookTime? (market orders: ms time of the book the trader was shown; honoured while
    // at most 10 s old, so the fill matches the screen's estimate; a backend may ignore it),
    // total? (assumed field, market buys only: the quote coin to spend before the fee; the
    // exchange spends it on the asks, amounts truncated to the pair's places, and `amount`
    // is then the screen's estimate of what it buys, so a backend that ignores `total`
    // still fills about as much)};
    // answer data: the order {id, baseCoin, quoteCoin, side, type, price, amount, filledAmount,
    // filledTotal, averagePrice, fee, status 0 open|1 partially filled|2 filled|3 cancelled,
    // createdAt, updatedAt}.
    placeOrder: post('/spot/createOrder', true), // money
    // Payload {orderId}; answer data: the cancelled order.
    cancelOrder: post('/spot/cancelOrder', true),
    // Payload {baseCoin?, quoteCoin?}; answer data: how many orders were cancelled.
    cancelAll: post('/spot/cancelAll', true),
    // Payload {pageNo, pageSize, baseCoin?, quoteCoin?}; answer data {list: orders, sum}.
    openOrders: post('/spot/getOpenOrders', true),
    orderHistory: post('/spot/getOrderHistory', true),
    // Same payload; answer data {list: trades {id, orderId, baseCoin, quoteCoin, side, price,
    // amount, total, fee, maker, createdAt}, sum}.
    trades: post('/spot/getTradeHistory', true),
  },
  wallet: {
    // Payload none; data: the spot account's rows (currencyName, availableCurrency,
    // frozenCurrency), the shape of /contract/getAssets (assumed).
    spotAccount: post('/wallet/getAssets', true),
  },
  // convert: the flash exchange. None of these is in the SPEC (all assumed).
  convert: {
    // Payload none; data {coins: [{coin, minAmount}], feeRate}. Minimal: coins only.
    config: post('/convert/getConfig', true),
    // Payload {fromCoin, toCoin, amount}; data {id, fromCoin, toCoin, fromAmount, rate, fee,
    // toAmount, expiresAt (ms, server time)}. Minimal: id, rate, fee, toAmount, expiresAt.
    quote: post('/convert/getQuote', true),
    // Payload {quoteId}; data the exchange {id, quoteId, fromCoin, toCoin, fromAmount, toAmount,
    // rate, fee, createdAt}. Minimal: id. An expired quote answers code 4001 'The quote has
    // expired'; the same quote again answers the first exchange and moves nothing.
    execute: post('/convert/execute', true), // money
    // Payload {pageNo, pageSize}; data {list: exchanges, sum}. Minimal rows: every field but quoteId.
    records: post('/convert/getRecords', true),
  },
  // products: finance, pool (mining on the phone) and fund. Not in the SPEC (all assumed).
  products: {
    // Payload {kind: finance | pool | fund}; data [product {id, kind, name, coin, dailyRate,
    // payout: daily | compounding, termDays, minAmount, maxPerUser (null: none), capacity, sold,
    // opensAt, closesAt (null: open-ended), early {allowed, feeRate, forfeitsInterest}}]. Public.
    list: post('/product/getList', true),
    // Payload {productId, amount}; data the holding (below). Refusals in msg (code 0).
    purchase: post('/product/purchase', true), // money
    // Payload {kind, pageNo, pageSize}; data {list: holdings, sum}; a holding {id, productId,
    // kind, name, coin, amount, dailyRate, payout, termDays, interestPaid, status (SPEC section
    // 4's words), startedAt, maturesAt (null: open-ended), endedAt (null: held)}.
    holdings: post('/product/getHoldings', true),
    // Payload {holdingId}; data the holding as redeemed.
    redeem: post('/product/redeem', true), // money
    // New-coin subscription (SPEC section 4 names the routes and 'Open' / 'Closed' only; under
    // /product, as the phone's own /subscribe pages must not reach the API proxy).
    // Payload none; data [project {id, coin, name, price (USDT per coin), totalSupply,
    // minPerUser, maxPerUser (USDT), startsAt, endsAt (ms, server time), rules, committed (USDT
    // by everyone), allocatedAt (null until allocated)}]. Public; with a token, on the user's clock.
    projects: post('/product/getProjects', true),
    // Payload {id}; data the project (above). Public.
    project: post('/product/getProject', true),
    // Payload {projectId, amount (USDT)}; data the subscription (below). Refusals in msg (code 0).
    subscribe: post('/product/subscribe', true), // money
    // Payload {pageNo, pageSize}; data {list: subscriptions, sum}; a subscription {id, projectId,
    // coin, name, amount, allocated (coins; null before), refunded (USDT; null before), status
    // 'Pending' | 'Allocated', createdAt}.
    subscriptions: post('/product/getSubscriptions', true),
  },
  // ledger: the transaction log. Not in the SPEC (all assumed).
  ledger: {
    // Payload {pageNo, pageSize, type?, currency?}; data {list: [{id, account, currency, amount
    // (signed), balance (after the change), type (a name, e.g. 'transfer'), remark, createdAt}],
    // sum}. Minimal rows: every field but remark.
    entries: post('/wallet/getLedger', true),
    // Payload none; data {types: [name], coins: [coin]}: what the user's log holds.
    filters: post('/wallet/getLedgerFilters', true),
  },
  // deposit (issue 13 item 2). None of these is in the SPEC; all assumed.
  deposit: {
    // Payload {coin, network}; data {address, memo (null unless the network needs one),
    // minDeposit}, and from a fuller server coin, network and confirmations (default 12).
    address: post('/recharge/getAddress', true),
    // Payload {pageNo, pageSize, coin?}; data {list: [{id, coin, network, amount, status
    // 0 'Pending review' | 1 'Finish' | 2 'Rejected', createdAt}], sum}; rows may add
    // txHash, confirmations and required (the counter while pending).
    records: post('/recharge/getRecord', true),
  },
  // withdraw (issue 13 item 4). None of these is in the SPEC; all assumed.
  withdraw: {
    // Payload none; data [{coin, network, fee, minAmount}].
    config: post('/withdraw/getConfig', true),
    // Payload none; data {lockedUntil, heldUntil (server times in ms, null when none),
    // heldBecause, whitelistOnly}; each field may be absent, read as "nothing holds". Wrong
    // fund passwords lock (lockedUntil); a fund password set anew, or whitelist-only turned
    // off, holds for a day (heldUntil; heldBecause 'fundPassword' | 'whitelistOff').
    guard: post('/withdraw/getGuard', true),
    // Payload {whitelistOnly: 1 | 0, code}; data null. Off needs the withdraw email code
    // (/user/sendEmailCode type=withdraw); on does not (it only narrows where money may go).
    whitelist: post('/withdraw/setWhitelistOnly', true),
    // Payload {coin, network, address, amount, fundPassword, code, authenticatorCode}; data
    // the withdrawal as a records row. authenticatorCode (assumed field) is sent only while
    // the profile's googleBind is true: the authenticator app's current 6 digits (each taken
    // once), or one of the recovery codes handed out at binding, each good once; missing, it
    // is refused with reason withdraw-authenticator-needed, wrong or already taken with
    // withdraw-authenticator-wrong. The email code is sent by /user/sendEmailCode with
    // type=withdraw and these details, and refused for others (reason
    // withdraw-code-for-another). The code is checked before the fund password; refusals (a
    // lock, a hold) say until when in msg.
    // A refusal that holds or narrows carries data {reason} (assumed), the word the app
    // translates by: withdraw-locked, withdraw-held-fund-password, withdraw-held-whitelist-off,
    // withdraw-held, withdraw-whitelist-only, withdraw-address-cooling,
    // withdraw-authenticator-needed, withdraw-authenticator-wrong.
    apply: post('/withdraw/apply', true), // money
    // Payload {pageNo, pageSize}; data {list: [{id, coin, network, address, amount, fee,
    // status 0 'Pending review' | 1 'Finish' | 2 'Rejected' | 3 'Cancelled', createdAt}],
    // sum}; rows may add remark (why a review refused).
    records: post('/withdraw/getRecord', true),
    // Payload none; data [address]: every address the user's withdrawals went to (paid out or
    // pending, not cancelled or rejected), each once, newest first. The lookalike warning
    // compares a typed address with all of them, not only with a loaded records page.
    pastAddresses: post('/withdraw/getPastAddresses', true),
    // Payload {id}; data null. Only while pending.
    cancel: post('/withdraw/cancel', true),
  },
  // The identity check (KYC). SPEC section 3 names the profile's fields (realName, idCard,
  // idCardPhotoPositive, idCardPhotoReverseSide, authen, remark); the path is not shown.
  identity: {
    // Payload {realName, idCard, idCardPhotoPositive, idCardPhotoReverseSide}, the photos as
    // data:image/jpeg;base64 URLs (re-encoded in the browser, no EXIF); data null. The
    // profile's authen becomes 1 (reviewing); the review's outcome and remark come back in
    // /user/info. Refusals in msg (code 0), e.g. 'does not meet the specification'.
    submit: post('/user/authentication', true),
  },
  // The authenticator (TOTP: base32 secret, SHA-1, 6 digits, 30 s). SPEC section 3 has only
  // the profile's googleBind; both paths are ours.
  authenticator: {
    // Payload none; data {secret (base32), uri (otpauth://totp/...)}. Starting again
    // replaces a secret not yet confirmed; refused once bound.
    start: post('/user/googleBind/start', true),
    // Payload {code} (6 digits from the app, checked one step either side of the server's
    // clock); data [8 recovery codes], answered this once (the server keeps their hashes).
    // The profile's googleBind becomes true.
    confirm: post('/user/googleBind/confirm', true),
  },
  // Invitations: the SPEC has the profile's invitationCode and the register payload's
  // inviteCode, but no list of who joined; the path is ours.
  invite: {
    // Payload {pageNo, pageSize}; data {list: [{email (masked), joinedAt (ms)}], sum}, newest first.
    invitees: post('/user/invitees', true),
  },
  // The security centre's extras: the anti-phishing phrase and the active sessions. None is in
  // the SPEC; all assumed. The phrase set is read back from /user/info as `antiPhishing`
  // (assumed field, '' or absent when none is set), not from a call of its own.
  security: {
    // Payload {phrase (4-20 letters, digits, _ or -), code (the asset email code,
    // /user/sendUpdateAssetEmail)}; data null. Refusals in msg (code 0).
    setAntiPhishing: post('/user/setAntiPhishing', true),
    // Payload none; data [{id, device ('Chrome on Windows', '' unknown), openedAt, lastSeenAt
    // (server times in ms), current (the asking token's own)}].
    sessions: post('/user/sessions', true),
    // Payload none; data the number of sessions ended. Their tokens answer -2 from then on.
    signOutOthers: post('/user/sessions/signOutOthers', true),
    // Payload {id}; data null. One other session; the current one signs out by logging out.
    signOutSession: post('/user/sessions/signOut', true),
  },
} as const satisfies Record<string, Record<string, ApiPath>>;

export type ApiPaths = typeof API_PATHS;
export type ApiGroup = keyof ApiPaths;

/**
 * One port's paths, for an adapter's module scope: a pure call, so a build whose entry names
 * the adapter but never calls it (the demo mode's, beside its own container) leaves it out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pathsOf<G extends ApiGroup>(group: G): ApiPaths[G] {
  return API_PATHS[group];
}

/** Every entry as a flat list, for the reference server and the table's own tests. */
export function allApiPaths(): { group: ApiGroup; name: string; entry: ApiPath }[] {
  return (Object.keys(API_PATHS) as ApiGroup[]).flatMap((group) =>
    Object.entries(API_PATHS[group]).map(([name, entry]) => ({ group, name, entry: entry as ApiPath })),
  );
}

/**
 * The API bases, each one setting (README "API bases"):
 * - 'mobile': VITE_API_BASE, default '' (the app's own origin).
 * - 'contractApp': the demo account's base, VITE_CONTRACT_APP_BASE, default `${mobile}/contract/app`.
 * - 'realContract': the real contract account's "contract-app base", VITE_REAL_CONTRACT_BASE,
 *   default the mobile base (its paths already start with /contract).
 * - 'desktop': VITE_DESKTOP_API_BASE, default `${mobile}/bb/app` (SPEC "Desktop call conventions").
 */
export type ApiBase = 'mobile' | 'contractApp' | 'realContract' | 'desktop';

/**
 * Which base serves each port on each form factor. Desktop pages call everything under the
 * desktop base (SPEC section 7); mobile pages use the mobile bases. Where the SPEC shows a
 * desktop call's path at all it is the same path under /bb/app, so the paths are shared.
 */
export const API_BASES: { readonly [G in ApiGroup]: Readonly<Record<FormFactor, ApiBase>> } = {
  market: { mobile: 'mobile', desktop: 'desktop' },
  user: { mobile: 'mobile', desktop: 'desktop' },
  params: { mobile: 'mobile', desktop: 'desktop' },
  notices: { mobile: 'mobile', desktop: 'desktop' },
  contract: { mobile: 'realContract', desktop: 'desktop' },
  demoContract: { mobile: 'contractApp', desktop: 'desktop' },
  addressBook: { mobile: 'mobile', desktop: 'desktop' },
  spot: { mobile: 'mobile', desktop: 'desktop' },
  wallet: { mobile: 'mobile', desktop: 'desktop' },
  convert: { mobile: 'mobile', desktop: 'desktop' },
  ledger: { mobile: 'mobile', desktop: 'desktop' },
  products: { mobile: 'mobile', desktop: 'desktop' },
  deposit: { mobile: 'mobile', desktop: 'desktop' },
  withdraw: { mobile: 'mobile', desktop: 'desktop' },
  identity: { mobile: 'mobile', desktop: 'desktop' },
  authenticator: { mobile: 'mobile', desktop: 'desktop' },
  invite: { mobile: 'mobile', desktop: 'desktop' },
  security: { mobile: 'mobile', desktop: 'desktop' },
};
