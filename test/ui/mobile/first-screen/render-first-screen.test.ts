import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, localeCatalogue } from '../../../../scripts/build/locale-catalogue.mjs';
import { renderFirstScreen } from '../../../../src/ui/mobile/first-screen/render-first-screen';

const catalogue = (locale: string) => localeCatalogue(locale, resolve(__dirname, '../../../..', LOCALES_DIR));

describe('the first screen the build paints into the mobile home', () => {
  it("draws the home's frame, greeting, placeholder rows and tabs in the locale's words", () => {
    const zh = catalogue('zh-CN');
    const html = renderFirstScreen({ locale: 'zh-CN', messages: zh, demo: true });
    for (const id of ['mobile.home.tagline', 'mobile.tab.market', 'demo.notice'])
      expect(html, id).toContain(zh[id]);
    expect(html).toContain('class="m-hero__text"');
    expect(html.match(/mk-overview__placeholder/g)).toHaveLength(6);
    expect(html).toContain('aria-current="page"'); // Home is the tab shown
  });

  it('leaves the demo notice out of the http build', () => {
    const en = catalogue('en-US');
    const html = renderFirstScreen({ locale: 'en-US', messages: en, demo: false });
    expect(html).not.toContain(en['demo.notice']);
    expect(html).toContain(en['mobile.home.tagline']);
  });

  it('fails the build instead of painting a text it lacks', () => {
    expect(() => renderFirstScreen({ locale: 'zh-CN', messages: {}, demo: true })).toThrow();
  });
});

// Every locale the build paints (the folders of LOCALES_DIR).
const LOCALES = ['en-US', 'zh-CN', 'ko', 'ja'];

describe('the first screens the build paints into the Market and Trade tabs', () => {
  it.each(LOCALES)(
    "draws the Market tab's title, quote tabs, sort header and placeholder rows in %s",
    (locale) => {
      const words = catalogue(locale);
      const html = renderFirstScreen({ locale, messages: words, demo: true }, 'market');
      for (const id of [
        'mobile.market.title',
        'market.tab.favourites',
        'market.search.label',
        'market.column.volume',
      ])
        expect(html, id).toContain(words[id]);
      // The quote tabs are antd-mobile's, the largest paint of the signed-out screen.
      expect(html.match(/class="adm-tabs-tab[ "]/g)).toHaveLength(4);
      expect(html.match(/mm-row--placeholder/g)).toHaveLength(12);
      expect(html).toMatch(/data-testid="tab-market" aria-current="page"/);
      expect(html).not.toContain(words['mobile.home.tagline']);
    },
  );

  it.each(LOCALES)(
    "draws the Trade tab's visitor prompt, its note and the durations' place in %s",
    (locale) => {
      const words = catalogue(locale);
      const html = renderFirstScreen({ locale, messages: words, demo: true }, 'trade');
      for (const id of [
        'contract.signIn.title',
        'contract.signIn.body',
        'mobile.trade.seconds',
        'contract.up',
      ])
        expect(html, id).toContain(words[id]);
      expect(html).toContain('class="ct-muted ct-visitor__note"');
      expect(html).toContain('ct-duration--loading');
      expect(html).toMatch(/data-testid="tab-trade" aria-current="page"/);
      // "Spot | Seconds" shows the contract's half as the one open.
      expect(html).toMatch(/aria-current="page"[^>]*>[^<]*<\/a><\/nav>/);
    },
  );

  it('names no screen it cannot draw', () => {
    expect(() =>
      renderFirstScreen({ locale: 'en-US', messages: catalogue('en-US'), demo: true }, 'nope'),
    ).toThrow();
  });
});
