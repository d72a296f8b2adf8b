/**
 * Every API path the app calls, grouped by output port (DESIGN.md section 1: "paths the
 * SPEC does not show live in one table, each marked assumed").
 *
 * - `base`: which API base serves the call. 'mobile' is `${VITE_API_BASE}/...`, 'desktop'
 *   is `${VITE_API_BASE}/bb/app/...`; all paths of one port share a base, so one client
 *   serves each adapter.
 * - `assumed`: true when SPEC section 7 does not show the path or its method, so it is
 *   our choice. Payload and response shapes the SPEC leaves out are noted beside each.
 */
export type ApiMethod = 'GET' | 'POST';
export type ApiBase = 'mobile' | 'desktop';

export interface ApiPath {
  readonly path: string;
  readonly method: ApiMethod;
  readonly base: ApiBase;
  readonly assumed: boolean;
}

const post = (path: string, assumed = false): ApiPath => ({ path, method: 'POST', base: 'mobile', assumed });
const get = (path: string, assumed = false): ApiPath => ({ path, method: 'GET', base: 'mobile', assumed });

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
    sendEmailCode: post('/user/sendEmailCode'),
    // Payload {email}: the forgot-password code.
    sendEmailCodeForget: post('/user/sendEmailCodeForget'),
    // Payload {email}: the fund-password code.
    sendAssetEmailCode: post('/user/sendUpdateAssetEmail'),
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
    // shown" for the desktop's count): POST {} / {pageNo, pageSize} / {id}.
    count: { path: '/index/getNoticeCount', method: 'POST', base: 'desktop', assumed: true },
    page: { path: '/index/getNoticePage', method: 'POST', base: 'desktop', assumed: true },
    detail: { path: '/index/getNoticeDetail', method: 'POST', base: 'desktop', assumed: true },
  },
  contract: {
    // SPEC lists GET /paramter/contractconfig without saying what it is; that it is the
    // real account's duration list (same items as the demo's) is our reading.
    durationConfig: get('/paramter/contractconfig', true),
    createOrder: post('/contract/createOrder'),
    assets: post('/contract/getAssets'),
    assetRecords: post('/contract/getAssetsRecord'),
    orders: post('/contract/getContractRecord'),
    transfer: post('/contract/transfer'),
  },
  demoContract: {
    assetsConfig: post('/contract/app/virtual/getAssetsConfig'),
    assets: post('/contract/app/virtual/getAssets'),
    addAmount: post('/contract/app/virtual/addAmount'),
    createOrder: post('/contract/app/virtual/createOrder'),
    orders: post('/contract/app/virtual/getContractRecord'),
    assetRecords: post('/contract/app/virtual/getAssetsRecord'),
    durationConfig: post('/contract/app/virtual/contractconfig'),
  },
} as const satisfies Record<string, Record<string, ApiPath>>;

export type ApiPaths = typeof API_PATHS;
export type ApiGroup = keyof ApiPaths;

/** Every entry as a flat list, for the reference server and the table's own tests. */
export function allApiPaths(): { group: ApiGroup; name: string; entry: ApiPath }[] {
  return (Object.keys(API_PATHS) as ApiGroup[]).flatMap((group) =>
    Object.entries(API_PATHS[group]).map(([name, entry]) => ({ group, name, entry: entry as ApiPath })),
  );
}
