import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deviceRedirect, isDesktopAgent } from '../../../src/domain/session';
import { DESKTOP_AGENTS, MOBILE_AGENTS } from '../../support/fixtures/user-agents';

const at = (userAgent: string, pathname = '/pc/main', host = 'www.example.com') =>
  deviceRedirect({ userAgent, protocol: 'https:', host, pathname });

describe('device redirect (SPEC section 1)', () => {
  it.each(Object.entries(DESKTOP_AGENTS))('keeps %s on the desktop app', (_name, agent) => {
    expect(isDesktopAgent(agent)).toBe(true);
    expect(at(agent)).toBeNull();
  });

  it.each(Object.entries(MOBILE_AGENTS))('sends %s to the mobile host', (_name, agent) => {
    expect(isDesktopAgent(agent)).toBe(false);
    expect(at(agent)).toBe('https://web.example.com/');
  });

  it('leaves phones alone outside /pc, which is the mobile app already', () => {
    for (const path of ['/', '/login', '/pcx', '/market/pc'])
      expect(at(MOBILE_AGENTS.iPhone, path)).toBeNull();
  });

  it('treats /pc itself and any letter case of it as the desktop app', () => {
    expect(at(MOBILE_AGENTS.iPhone, '/pc')).toBe('https://web.example.com/');
    expect(at(MOBILE_AGENTS.iPhone, '/PC/trade')).toBe('https://web.example.com/');
  });

  it('keeps the host and port when there is no www. prefix, and only replaces a leading www.', () => {
    expect(at(MOBILE_AGENTS.iPhone, '/pc/main', 'localhost:5173')).toBe('https://localhost:5173/');
    expect(at(MOBILE_AGENTS.iPhone, '/pc/main', 'www.ex.com:8443')).toBe('https://web.ex.com:8443/');
    expect(at(MOBILE_AGENTS.iPhone, '/pc/main', 'shop.www.ex.com')).toBe('https://shop.www.ex.com/');
  });
});

describe('device redirect properties', () => {
  const text = fc.string({ maxLength: 30 });

  it('an agent naming Android, iPhone or iPod is never a desktop, whatever else it says', () => {
    const agent = fc
      .tuple(
        text,
        fc.constantFrom('Android', 'iPhone', 'iPod'),
        fc.constantFrom(...Object.values(DESKTOP_AGENTS)),
      )
      .map(([noise, phone, desktop]) => `${desktop} ${noise} ${phone}`);
    fc.assert(fc.property(agent, (ua) => !isDesktopAgent(ua)));
  });

  it('paths outside /pc never redirect', () => {
    const path = fc.webPath().filter((p) => !/^\/pc(\/|$)/i.test(p));
    fc.assert(fc.property(path, text, (pathname, userAgent) => at(userAgent, pathname) === null));
  });

  it('a mobile agent under /pc goes to the root of the same host, with www. turned into web.', () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), fc.webPath(), (domain, www, rest) => {
        const host = www ? `www.${domain}` : domain;
        const expected = `https://${www ? `web.${domain}` : domain}/`;
        expect(at(MOBILE_AGENTS['Android Chrome'], `/pc${rest}`, host)).toBe(expected);
      }),
    );
  });
});
