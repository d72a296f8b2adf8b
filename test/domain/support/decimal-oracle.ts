import fc from 'fast-check';

/**
 * An independent model of plain decimal strings as (integer units, scale), using BigInt,
 * to check the big.js-based domain code against something that shares no code with it.
 */
export interface Scaled {
  units: bigint;
  scale: number;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

export function formatScaled({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}

export function parseScaled(plain: string): Scaled {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) throw new Error(`not a plain decimal: ${plain}`);
  const fraction = match[3] ?? '';
  const magnitude = BigInt(`${match[2] ?? ''}${fraction}`);
  return { units: match[1] ? -magnitude : magnitude, scale: fraction.length };
}

/** Both values on the larger of the two scales. */
export function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function sameValue(a: string, b: string): boolean {
  const [x, y] = align(parseScaled(a), parseScaled(b));
  return x === y;
}

export function oracleAdd(a: string, b: string): string {
  const [x, y, scale] = align(parseScaled(a), parseScaled(b));
  return formatScaled({ units: x + y, scale });
}

export function oracleMul(a: string, b: string): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  return formatScaled({ units: x.units * y.units, scale: x.scale + y.scale });
}

export function oracleCmp(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parseScaled(a), parseScaled(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** BigInt division truncates toward zero, which is exactly the rule under test. */
export function oracleTruncate(value: string, places: number): string {
  const { units, scale } = parseScaled(value);
  const cut = scale >= places ? units / pow10(scale - places) : units * pow10(places - scale);
  return formatScaled({ units: cut, scale: places });
}

export function oracleDiv(a: string, b: string, places: number): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  // a / b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^places and truncated.
  const quotient = (x.units * pow10(y.scale + places)) / (y.units * pow10(x.scale));
  return formatScaled({ units: quotient, scale: places });
}

/** Plain decimals from tiny to 10^24, up to `maxScale` decimals, trailing zeros included. */
export const decimalArb = (maxScale = 12): fc.Arbitrary<string> =>
  fc
    .record({
      units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
      scale: fc.integer({ min: 0, max: maxScale }),
    })
    .map(formatScaled);

export const placesArb = fc.integer({ min: 0, max: 12 });

/** Finite doubles, whose String() form is often exponent notation ('1e-7', '1e+21'). */
export const finiteDoubleArb = fc.double({ noNaN: true, noDefaultInfinity: true });

export const PLAIN = /^-?\d+(\.\d+)?$/;
