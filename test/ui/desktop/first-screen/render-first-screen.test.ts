import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, localeCatalogue } from '../../../../scripts/build/locale-catalogue.mjs';
import { renderFirstScreen } from '../../../../src/ui/desktop/first-screen/render-first-screen';

const catalogue = (locale: string) => localeCatalogue(locale, resolve(__dirname, '../../../..', LOCALES_DIR));

describe('the first screen the build paints into the desktop home', () => {
  it("draws the top bar, the hero and the market list's placeholder rows in the locale's words", () => {
    const zh = catalogue('zh-CN');
    const html = renderFirstScreen({ locale: 'zh-CN', messages: zh, demo: true });
    for (const id of [
      'desktop.home.hero.headline',
      'desktop.nav.scontract',
      'desktop.header.login',
      'demo.notice',
    ])
      expect(html, id).toContain(zh[id]);
    expect(html).toContain('class="dt-hero__title"');
    expect(html.match(/mk-overview__placeholder/g)).toHaveLength(6);
    // The language menu's button shows the locale painted, as the app's does.
    expect(html).toContain(`<span lang="zh-CN">${zh['language.zh-CN']}</span>`);
    // Inside antd's root in the desktop theme, as the app's screens are.
    expect(html).toMatch(/^<div class="ant-app dt-app css-var-desktop">/);
  });

  it('leaves the demo notice out of the http build', () => {
    const en = catalogue('en-US');
    const html = renderFirstScreen({ locale: 'en-US', messages: en, demo: false });
    expect(html).not.toContain(en['demo.notice']);
    expect(html).toContain(en['desktop.home.hero.headline']);
  });

  it('fails the build instead of painting a text it lacks', () => {
    expect(() => renderFirstScreen({ locale: 'zh-CN', messages: {}, demo: true })).toThrow();
  });
});

// Every locale the build paints (the folders of LOCALES_DIR).
const LOCALES = ['en-US', 'zh-CN', 'ko', 'ja'];

describe('the first screen the build paints into the desktop spot terminal', () => {
  it.each(LOCALES)(
    "draws the top bar and a visitor's terminal of BTC/USDT before any answer, in %s",
    (locale) => {
      const words = catalogue(locale);
      const html = renderFirstScreen({ locale, messages: words, demo: true }, 'pc-trade');
      for (const id of [
        'desktop.nav.scontract',
        'desktop.header.login',
        'market.pair.loading',
        'spot.lists.signIn',
      ])
        expect(html, id).toContain(words[id]);
      // The bottom panel's visitor state: the largest paint of the signed-out terminal.
      expect(html).toContain('<p class="sp-state sp-state--visitor">');
      expect(html).toMatch(/<h1 class="pd-header__pair">.*BTC.*\/USDT/);
      // The chart's box, the book and the deals hold their place, saying they load.
      for (const part of ['class="pd-kline"', 'dt-terminal__market', 'dt-terminal__entry'])
        expect(html, part).toContain(part);
      expect(html).toContain(words['market.pair.chartLoading']);
      expect(html).not.toContain(words['desktop.home.hero.headline']);
      expect(html).toMatch(/^<div class="ant-app dt-app css-var-desktop">/);
    },
  );

  it('names no screen it cannot draw', () => {
    expect(() =>
      renderFirstScreen({ locale: 'en-US', messages: catalogue('en-US'), demo: true }, 'pc-x'),
    ).toThrow();
  });
});
