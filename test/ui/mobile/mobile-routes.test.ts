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
    expect(mobilePageKeyOf('/', false)).toBe('home');
    expect(mobilePageKeyOf('/market', false)).toBe('market');
    expect(mobilePageKeyOf('/market/btcusdt', false)).toBe('pair');
    // A visitor's spot screen shows the order form read-only.
    expect(mobilePageKeyOf('/coin/ethusdt', false)).toBe('spot');
    expect(mobilePageKeyOf('/coin/ethusdt', true)).toBe('spot');
    expect(mobilePageKeyOf('/account/recharge', true)).toBe('deposit');
    expect(mobilePageKeyOf('/account/nothing-here', true)).toBe('notFound');
    expect(mobilePageKeyOf('/no/such/screen', false)).toBe('notFound');
  });

  it('name no page of a personal screen for a visitor, who is sent to log in instead', () => {
    expect(mobilePageKeyOf('/account/recharge', false)).toBeUndefined();
    expect(mobilePageKeyOf('/login', false)).toBe('login');
  });
});
