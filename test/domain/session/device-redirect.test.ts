import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deviceRedirect, isDesktopAgent } from '../../../src/domain/session';

const DESKTOP_AGENTS = {
  'Windows Chrome':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'macOS Safari':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Ubuntu Firefox': 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  Chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Headless Chromium (end-to-end tests)':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

const MOBILE_AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  'Android Chrome':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Android tablet':
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Windows Phone':
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  KaiOS:
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  'no user agent': '',
};

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
