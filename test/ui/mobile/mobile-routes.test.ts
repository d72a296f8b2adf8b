import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../../scripts/server/api-prefixes.mjs';
import { MOBILE_ROUTES, mobilePageKeyOf } from '../../../src/ui/mobile/routes/mobile-routes';

describe('mobile routes', () => {
  it('never start with an API prefix: in http mode the same origin proxies those to the API', () => {
    for (const route of MOBILE_ROUTES) {
      const path = `/${route.path}`;
      for (const prefix of API_PREFIXES)
        expect(path === prefix || path.startsWith(`${prefix}/`), `${path} under ${prefix}`).toBe(false);
    }
  });

  it('name the page an address shows, so the first screen fetches it beside its texts', () => {
    expect(mobilePageKeyOf('/')).toBe('home');
    expect(mobilePageKeyOf('/market')).toBe('market');
    expect(mobilePageKeyOf('/market/btcusdt')).toBe('pair');
    expect(mobilePageKeyOf('/coin/ethusdt')).toBe('spot');
    expect(mobilePageKeyOf('/account/recharge')).toBe('deposit');
    expect(mobilePageKeyOf('/account/nothing-here')).toBe('notFound');
    expect(mobilePageKeyOf('/no/such/screen')).toBe('notFound');
  });
});
