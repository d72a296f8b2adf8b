import { describe, expect, it } from 'vitest';
import { allApiPaths, API_PATHS } from '../../../src/adapters/http/api-paths';

/** The paths SPEC section 7 shows, with their methods: the table must not mark them assumed. */
const SPEC_PATHS: Record<string, 'GET' | 'POST'> = {
  '/contract/app/virtual/getAssetsConfig': 'POST',
  '/contract/app/virtual/getAssets': 'POST',
  '/contract/app/virtual/addAmount': 'POST',
  '/contract/app/virtual/createOrder': 'POST',
  '/contract/app/virtual/getContractRecord': 'POST',
  '/contract/app/virtual/getAssetsRecord': 'POST',
  '/contract/app/virtual/contractconfig': 'POST',
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
      '/index/getNoticeCount',
      '/index/getNoticeDetail',
      '/index/getNoticePage',
      '/paramter/contractconfig',
    ]);
  });

  it('gives all paths of one port the same base, so one client serves each adapter', () => {
    for (const group of Object.values(API_PATHS)) {
      expect(new Set(Object.values(group).map((entry) => entry.base)).size).toBe(1);
    }
  });
});
