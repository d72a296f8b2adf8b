/**
 * Splits text into Unicode code points, so limits such as "6 characters" count what a
 * user typed ('密码' is 2, an emoji is 1), and masking never cuts a character in half.
 */
export function codePoints(text: string): string[] {
  return Array.from(text);
}
