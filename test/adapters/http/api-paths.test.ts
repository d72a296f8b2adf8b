import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../../scripts/server/api-prefixes.mjs';
import { allApiPaths, API_BASES, API_PATHS, type ApiGroup } from '../../../src/adapters/http/api-paths';

/** The paths SPEC section 7 shows, with their methods: the table must not mark them assumed. */
const SPEC_PATHS: Record<string, 'GET' | 'POST'> = {
  '/virtual/getAssetsConfig': 'POST',
  '/virtual/getAssets': 'POST',
  '/virtual/addAmount': 'POST',
  '/virtual/createOrder': 'POST',
  '/virtual/getContractRecord': 'POST',
  '/virtual/getAssetsRecord': 'POST',
  '/virtual/contractconfig': 'POST',
  '/contract/createOrder': 'POST',
  '/contract/getAssets': 'POST',
  '/contract/getAssetsRecord': 'POST',
  '/contract/getContractRecord': 'POST',
  '/contract/transfer': 'POST',
  '/huobi/getKline': 'POST',
  '/huobi/getHuobiContractDepthV2': 'POST',
  '/huobi/getMarketTrade': 'POST',
  '/huobi/getDetails': 'POST',
  '/huobi/getHuobiDetailsByQuoteCoin': 'POST',
  '/user/login': 'POST',
  '/user/info': 'POST',
  '/user/sendEmailCode': 'POST',
  '/user/emailVerification': 'POST',
  '/user/register': 'POST',
  '/user/setTransactionPwd': 'POST',
  '/user/updatePwd': 'POST',
  '/user/forgetPwd': 'POST',
  '/user/sendEmailCodeForget': 'POST',
  '/user/sendUpdateAssetEmail': 'POST',
  '/paramter/getParamListByKeyName': 'GET',
  '/paramter/getCustomer': 'GET',
};

describe('the API path table', () => {
  const entries = allApiPaths();

  it('lists each path once', () => {
    const paths = entries.map(({ entry }) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds every path the SPEC shows, with its method, not marked assumed', () => {
    for (const [path, method] of Object.entries(SPEC_PATHS)) {
      expect(entries.find(({ entry }) => entry.path === path)?.entry).toMatchObject({
        method,
        assumed: false,
      });
    }
  });

  it('marks every other entry assumed', () => {
    const others = entries.filter(({ entry }) => !(entry.path in SPEC_PATHS)).map(({ entry }) => entry);
    expect(others.every((entry) => entry.assumed)).toBe(true);
    expect(others.map((entry) => entry.path).sort()).toEqual([
      '/convert/execute',
      '/convert/getConfig',
      '/convert/getQuote',
      '/convert/getRecords',
      '/index/getNoticeCount',
      '/index/getNoticeDetail',
      '/index/getNoticePage',
      '/paramter/contractconfig',
      '/product/getHoldings',
      '/product/getList',
      '/product/getProject',
      '/product/getProjects',
      '/product/getSubscriptions',
      '/product/purchase',
      '/product/redeem',
      '/product/subscribe',
      '/recharge/getAddress',
      '/recharge/getRecord',
      '/spot/cancelAll',
      '/spot/cancelOrder',
      '/spot/createOrder',
      '/spot/getOpenOrders',
      '/spot/getOrderHistory',
      '/spot/getTradeHistory',
      '/user/authentication',
      '/user/googleBind/confirm',
      '/user/googleBind/start',
      '/user/invitees',
      '/user/sessions',
      '/user/sessions/signOut',
      '/user/sessions/signOutOthers',
      '/user/setAntiPhishing',
      '/wallet/getAssets',
      '/wallet/getLedger',
      '/wallet/getLedgerFilters',
      '/withdraw/address/add',
      '/withdraw/address/delete',
      '/withdraw/address/edit',
      '/withdraw/address/list',
      '/withdraw/apply',
      '/withdraw/cancel',
      '/withdraw/getConfig',
      '/withdraw/getGuard',
      '/withdraw/getPastAddresses',
      '/withdraw/getRecord',
      '/withdraw/setWhitelistOnly',
    ]);
  });

  it('starts every path with a prefix the app servers proxy in http mode', () => {
    // The demo account's paths sit under its own base, /contract/app, which '/contract' covers.
    for (const { group, entry } of entries.filter((item) => item.group !== 'demoContract')) {
      expect(
        API_PREFIXES.some((prefix) => entry.path.startsWith(`${prefix}/`)),
        `${group} ${entry.path}`,
      ).toBe(true);
    }
  });

  it('sends every desktop call under the desktop base and no mobile call there', () => {
    const groups = Object.keys(API_PATHS) as ApiGroup[];
    expect(groups.map((group) => API_BASES[group].desktop)).toEqual(groups.map(() => 'desktop'));
    expect(groups.filter((group) => API_BASES[group].mobile === 'desktop')).toEqual([]);
    expect(API_BASES.demoContract.mobile).toBe('contractApp');
  });
});
