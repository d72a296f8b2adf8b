import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinIcon, logoSource } from '../../../src/domain/wallet/coin-icon';

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';

describe("a server's coin logo", () => {
  it('is used when the page may load it: https, a path on the app, an inline image', () => {
    expect(coinIcon('btc', 'https://cdn.example.com/btc.png')).toEqual({
      kind: 'logo',
      coin: 'BTC',
      src: 'https://cdn.example.com/btc.png',
    });
    expect(logoSource(' /static/logos/eth.svg ')).toBe('/static/logos/eth.svg');
    expect(logoSource(SVG)).toBe(SVG);
  });

  it('gives way to the app mark when it is a bare name, plain http, a script or no text', () => {
    for (const logo of ['btc', 'btc.png', 'http://cdn.example.com/btc.png', '//cdn.example.com/b.png']) {
      expect(logoSource(logo)).toBeNull();
    }
    expect(logoSource('javascript:alert(1)')).toBeNull();
    expect(logoSource('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(logoSource('https://cdn.example.com/a b.png')).toBeNull();
    expect(logoSource(undefined)).toBeNull();
    expect(coinIcon('USDC', 'btc')).toEqual({ kind: 'image', coin: 'USDC' });
    expect(coinIcon('BTC', '').kind).toBe('generated');
  });

  it('never lets a source through that is not https, the app origin or an inline image', () => {
    fc.assert(
      fc.property(fc.string(), (logo) => {
        const src = logoSource(logo);
        if (src !== null) expect(src).toMatch(/^(https:\/\/|\/[^/]|data:image\/)/);
      }),
    );
  });
});
