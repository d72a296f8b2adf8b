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
