import { describe, expect, it } from 'vitest';
import { DESKTOP_LEAF_URLS, desktopLeafOf } from '../../../src/ui/desktop/routes/desktop-routes';

describe('desktop routes', () => {
  it('name the leaf an address shows, so the first screen fetches its page beside its texts', () => {
    expect(desktopLeafOf('/pc/main')?.child.key).toBe('main');
    expect(desktopLeafOf('/pc/trade')?.child.key).toBe('trade');
    expect(desktopLeafOf('/pc/account/assert/2')?.child.key).toBe('account.assert');
    expect(desktopLeafOf('/pc/login/login')?.group.path).toBe('/login');
  });

  it('find every leaf of the table at its own address', () => {
    for (const url of DESKTOP_LEAF_URLS) expect(desktopLeafOf(url), url).toBeDefined();
  });

  it('name no leaf for a redirect or an unknown address', () => {
    expect(desktopLeafOf('/pc')).toBeUndefined();
    expect(desktopLeafOf('/pc/fund')).toBeUndefined();
    expect(desktopLeafOf('/pc/no-such-page')).toBeUndefined();
  });
});
