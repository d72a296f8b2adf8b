import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/domain/session/return-path';

describe('the path a login returns to', () => {
  it('keeps paths of this app with their query and hash', () => {
    expect(safeReturnPath('/pc/account/assert/2')).toBe('/pc/account/assert/2');
    expect(safeReturnPath('/account/trade?type=4')).toBe('/account/trade?type=4');
    expect(safeReturnPath('/market/btcusdt#book')).toBe('/market/btcusdt#book');
  });

  it('refuses anything that leads away from the app', () => {
    for (const crafted of [
      'https://evil.example/',
      '//evil.example/pc/main',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      ' /pc/main',
      '/\t/evil.example',
      '/pc/main\n',
      'pc/main',
      '',
      null,
      undefined,
    ])
      expect(safeReturnPath(crafted), String(crafted)).toBeNull();
  });

  it('never returns a path that resolves to another origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        for (const candidate of [text, `/${text}`, `//${text}`, `/\\${text}`]) {
          const path = safeReturnPath(candidate);
          if (path === null) continue;
          expect(path.startsWith('/')).toBe(true);
          expect(new URL(path, 'https://app.example').origin).toBe('https://app.example');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
