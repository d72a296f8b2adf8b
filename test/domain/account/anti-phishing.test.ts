import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANTI_PHISHING_LENGTH,
  antiPhishingProblem,
  AntiPhishingProblem,
  typedPhrase,
} from '../../../src/domain/account/anti-phishing';

const allowed = fc.constantFrom(...'abcXYZ019_-密码피싱フレ'.split(''));

describe('the anti-phishing phrase rule', () => {
  it('takes 4 to 20 letters (any script), digits, _ and -', () => {
    expect(antiPhishingProblem('blue-otter')).toBeNull();
    expect(antiPhishingProblem('a_1-')).toBeNull();
    expect(antiPhishingProblem('蓝色水獭')).toBeNull();
    expect(antiPhishingProblem('x'.repeat(20))).toBeNull();
  });

  it('refuses short, long, spaced and punctuated phrases', () => {
    for (const phrase of [
      '',
      'abc',
      'x'.repeat(21),
      ' blue',
      'blue ',
      'blue otter',
      'blue!',
      '<b>hi</b>',
      'a\tbcd',
    ])
      expect(antiPhishingProblem(phrase)).toBe(AntiPhishingProblem.phrase);
  });

  it('counts characters, not UTF-16 units (a 20-emoji-free astral phrase still fits)', () => {
    // Four CJK Extension B letters: 8 UTF-16 units, 4 characters.
    expect(antiPhishingProblem('𠀀𠀁𠀂𠀃')).toBeNull();
    expect(antiPhishingProblem('𠀀'.repeat(21))).toBe(AntiPhishingProblem.phrase);
  });

  it('property: a phrase of allowed characters passes exactly when its length fits', () => {
    fc.assert(
      fc.property(fc.array(allowed, { maxLength: 30 }), (chars) => {
        const fits = chars.length >= ANTI_PHISHING_LENGTH.min && chars.length <= ANTI_PHISHING_LENGTH.max;
        expect(antiPhishingProblem(chars.join('')) === null).toBe(fits);
      }),
    );
  });

  it('property: any phrase with whitespace or other punctuation is refused, and the rule never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\n', '!', '.', '@', '<', '"', "'"), (text, bad) => {
        expect(antiPhishingProblem(`${text.slice(0, 10)}${bad}abcd`)).toBe(AntiPhishingProblem.phrase);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void antiPhishingProblem(text)));
  });

  it('drops spaces as typed, so none can lead or trail', () => {
    expect(typedPhrase('  blue otter ')).toBe('blueotter');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typedPhrase(text)).not.toMatch(/\s/);
      }),
    );
  });
});
