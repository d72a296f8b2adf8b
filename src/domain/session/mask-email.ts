import { codePoints } from './chars';

/** SPEC section 2: characters shown at each end of a masked email. */
const SHOWN_EACH_END = 4;
const MASK = '***';

/**
 * SPEC section 2: the first 4 characters, '***', the last 4 ('someone@example.com' ->
 * 'some***.com').
 *
 * Decision for short input: with 8 characters or fewer the SPEC rule would show every
 * character, so each end shows floor((length - 1) / 2) characters instead; at least one
 * character is always hidden ('a@b.co' -> 'a@***co', 'ab' -> '***'). From 9 characters
 * on this is exactly the SPEC rule. Characters are code points. '' stays ''.
 */
export function maskEmail(email: string): string {
  const chars = codePoints(email);
  if (chars.length === 0) return '';
  const shown = Math.min(SHOWN_EACH_END, Math.floor((chars.length - 1) / 2));
  const head = chars.slice(0, shown).join('');
  const tail = shown === 0 ? '' : chars.slice(-shown).join('');
  return `${head}${MASK}${tail}`;
}
