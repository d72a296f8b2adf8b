import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../../scripts/server/api-prefixes.mjs';
import { MOBILE_ROUTES } from '../../../src/ui/mobile/routes/mobile-routes';

describe('mobile routes', () => {
  it('never start with an API prefix: in http mode the same origin proxies those to the API', () => {
    for (const route of MOBILE_ROUTES) {
      const path = `/${route.path}`;
      for (const prefix of API_PREFIXES)
        expect(path === prefix || path.startsWith(`${prefix}/`), `${path} under ${prefix}`).toBe(false);
    }
  });
});
