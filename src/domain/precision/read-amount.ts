import { tryBig } from './big';
import { gte, isDecimalString, toDecimalString } from './decimal';
import { DECIMAL_PRECISION } from './truncate';

/**
 * The longest amount anyone may type or send: 24 integer digits, the point and 8 decimals
 * hold any real balance. Inputs cap their length at this too.
 */
export const MAX_AMOUNT_LENGTH = 33;

/**
 * An amount a user or a request may carry: plain decimal notation, at most 8 decimals
 * (SPEC section 9's precision), at most MAX_AMOUNT_LENGTH characters and at least `min`.
 * Normalised ('10.50' -> '10.5'); null for anything else ('', '1e3', '.5', '-1', nine
 * decimals, a thousand digits, a number). It never throws, whatever it is given.
 */
export function readAmount(value: unknown, min: string): string | null {
  if (!isDecimalString(value) || value.length > MAX_AMOUNT_LENGTH || tryBig(value) === null) return null;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > DECIMAL_PRECISION || !gte(value, min)) return null;
  return toDecimalString(value);
}

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_POINT = /[\uFF0E\u3002]/g;

/**
 * What a user typed, made plain before it is read: blanks around it dropped, and the
 * full-width digits and point of Chinese and Japanese keyboards ('１２．５') turned into
 * '12.5'. A comma stays as it is and makes the amount invalid: none of the app's four
 * languages writes decimals with a comma, and guessing between '1,5' and '1,500' with
 * money at stake is worse than asking again.
 */
export function normaliseTypedAmount(text: string): string {
  return text
    .trim()
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(FULL_WIDTH_POINT, '.');
}
