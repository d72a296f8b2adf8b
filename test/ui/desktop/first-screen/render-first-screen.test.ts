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
