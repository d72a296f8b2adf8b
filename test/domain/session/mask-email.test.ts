import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskEmail } from '../../../src/domain/session';

const chars = (text: string): string[] => Array.from(text);
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

describe('maskEmail (SPEC section 2: first 4, three asterisks, last 4)', () => {
  it.each([
    ['someone@example.com', 'some***.com'],
    ['abcdefghi', 'abcd***fghi'],
    ['trader88@mail.co', 'trad***l.co'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('hides at least one character of short addresses, which the plain rule would show whole', () => {
    expect(maskEmail('a@bc.dev')).toBe('a@b***dev');
    expect(maskEmail('a@b.co')).toBe('a@***co');
    expect(maskEmail('abc')).toBe('a***c');
    expect(maskEmail('ab')).toBe('***');
    expect(maskEmail('a')).toBe('***');
  });

  it('masks nothing into nothing', () => {
    expect(maskEmail('')).toBe('');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(maskEmail('😀😀😀😀middle😀😀😀😀')).toBe('😀😀😀😀***😀😀😀😀');
  });

  it('maps an address whose hidden middle is literally *** to itself, a form every address of that shape shares', () => {
    expect(maskEmail('abcd***efgh')).toBe(maskEmail('abcdXYZefgh'));
  });
});

describe('maskEmail properties', () => {
  it('from 9 characters on is exactly the SPEC rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 9, maxLength: 60 }), (email) => {
        const c = chars(email);
        fc.pre(c.length >= 9);
        expect(maskEmail(email)).toBe(`${c.slice(0, 4).join('')}***${c.slice(-4).join('')}`);
      }),
    );
  });

  it('shows a prefix and a suffix of the input around ***, revealing at most length - 1 characters', () => {
    fc.assert(
      fc.property(
        anyText.filter((t) => t.length > 0),
        (email) => {
          const c = chars(email);
          const masked = chars(maskEmail(email));
          const shown = masked.length - 3;
          const half = shown / 2;
          expect(shown).toBeLessThanOrEqual(c.length - 1);
          expect(masked.slice(0, half)).toEqual(c.slice(0, half));
          expect(masked.slice(half, half + 3).join('')).toBe('***');
          expect(masked.slice(half + 3)).toEqual(half === 0 ? [] : c.slice(-half));
        },
      ),
    );
  });

  it('never returns an address unchanged', () => {
    const noAsterisk = fc.oneof(fc.emailAddress(), anyText).filter((t) => t.length > 0 && !t.includes('*'));
    fc.assert(fc.property(noAsterisk, (email) => maskEmail(email) !== email));
  });
});
