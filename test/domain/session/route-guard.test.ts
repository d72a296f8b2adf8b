import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DESKTOP_LOGIN_PATH,
  guardDesktopPath,
  isPublicDesktopPath,
  normaliseDesktopPath,
  PUBLIC_DESKTOP_PATHS,
} from '../../../src/domain/session';

const redirect = { kind: 'redirect', to: '/login/login' } as const;
const allow = { kind: 'allow' } as const;

// SPEC section 4, copied by hand.
const SPEC_PUBLIC = [
  '/main',
  '/home',
  '/market',
  '/trade',
  '/scontract',
  '/finance/list',
  '/pool/list',
  '/fund/list',
  '/subscribe/list',
  '/subscribe/detail',
  '/subscribe/preview',
  '/about/us',
  '/about/connect',
  '/about/protocol',
  '/about/legal',
  '/login/login',
  '/login/register',
  '/login/forget',
];

const PROTECTED = [
  '/account',
  '/account/assert/2',
  '/account/recharge',
  '/account/withdrawel',
  '/account/dui',
  '/account/trade',
  '/setting',
  '/setting/safty',
  '/setting/verify',
  '/setting/address',
  '/setting/message',
  '/setting/msg-detail',
  '/finance/record',
  '/subscribe/record',
  '/pool/record',
  '/fund/record',
  '/login/modify',
  '/about/policy',
  '/mainx',
  '/main/extra',
  '/pc/main',
  '//main',
];

describe('desktop route guard (SPEC section 4)', () => {
  it('lists exactly the SPEC public paths', () => {
    expect([...PUBLIC_DESKTOP_PATHS]).toEqual(SPEC_PUBLIC);
  });

  it.each(SPEC_PUBLIC)('lets a visitor open %s', (path) => {
    expect(guardDesktopPath(path, false)).toEqual(allow);
  });

  it.each(PROTECTED)('sends a visitor from %s straight to /login/login', (path) => {
    expect(guardDesktopPath(path, false)).toEqual(redirect);
    expect(DESKTOP_LOGIN_PATH).toBe('/login/login');
  });

  it.each(PROTECTED)('lets a signed-in user open %s', (path) => {
    expect(guardDesktopPath(path, true)).toEqual(allow);
  });

  it('treats paths that only redirect to a public page as public', () => {
    for (const path of ['/', '', '/finance', '/subscribe', '/pool', '/fund', '/about', '/login']) {
      expect(isPublicDesktopPath(path)).toBe(true);
    }
  });

  it('ignores the query string, the hash, trailing slashes and letter case', () => {
    expect(isPublicDesktopPath('/subscribe/detail?id=7')).toBe(true);
    expect(isPublicDesktopPath('/market#top')).toBe(true);
    expect(isPublicDesktopPath('/trade/')).toBe(true);
    expect(isPublicDesktopPath('/Login/Login')).toBe(true);
    expect(isPublicDesktopPath('/setting/safty?type=1')).toBe(false);
    expect(normaliseDesktopPath('/About/Us//?x=1#y')).toBe('/about/us');
  });
});

describe('route guard properties', () => {
  const suffix = fc.tuple(
    fc.constantFrom('', '/', '//'),
    fc.constantFrom('', '?type=1', '?a=b&c=d', '#x', '?q#h'),
  );

  it('every public path stays public with any query, hash or trailing slash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_PUBLIC), suffix, (path, [slash, rest]) =>
        isPublicDesktopPath(path + slash + rest),
      ),
    );
  });

  it('a signed-in user is always allowed; a visitor is allowed exactly on public paths', () => {
    const pathArb = fc.oneof(fc.constantFrom(...SPEC_PUBLIC, ...PROTECTED), fc.webPath(), fc.string());
    fc.assert(
      fc.property(pathArb, (path) => {
        expect(guardDesktopPath(path, true)).toEqual(allow);
        expect(guardDesktopPath(path, false)).toEqual(isPublicDesktopPath(path) ? allow : redirect);
      }),
    );
  });

  it('no path is public unless, cleaned up, it is a SPEC public path or a redirect to one', () => {
    const known = new Set([
      ...SPEC_PUBLIC,
      '/',
      '/finance',
      '/subscribe',
      '/pool',
      '/fund',
      '/about',
      '/login',
    ]);
    const pathArb = fc.oneof(
      fc.webPath(),
      fc.string(),
      fc.tuple(fc.constantFrom(...PROTECTED), fc.webPath()).map(([a, b]) => a + b),
      fc.tuple(fc.constantFrom(...SPEC_PUBLIC), suffix).map(([a, [b, c]]) => a + b + c),
    );
    fc.assert(
      fc.property(pathArb, (path) => {
        const cleaned = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
        expect(isPublicDesktopPath(path)).toBe(known.has(cleaned));
      }),
    );
  });
});
