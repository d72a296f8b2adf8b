import { MATRIX_CALLS, type MatrixKey } from './calls';

/** Rows one page plays one after another: at most this many, so two workers stay even. */
export const ROWS_PER_PAGE = 5;

export interface RowGroup {
  screen: string;
  keys: readonly MatrixKey[];
}

/** The rows played on the phone too: the calls that move money with a phone screen named. */
export const PHONE_ROWS = (Object.keys(MATRIX_CALLS) as MatrixKey[]).filter(
  (key) => 'phone' in MATRIX_CALLS[key],
);

/** Where a row plays: the phone's screen on the phone, else the desktop's. */
export function screenOf(key: MatrixKey, onPhone: boolean): string {
  const row: { screen: string; phone?: string } = MATRIX_CALLS[key];
  if (!onPhone) return row.screen;
  if (!row.phone) throw new Error(`${key} has no phone screen`);
  return row.phone;
}

/**
 * The matrix's rows by screen, in the table's order, cut into groups of at most
 * ROWS_PER_PAGE: a group is one test on one page, which loads its screen again for each row
 * (a new user each, as the row's code -2 ends the session) but starts the browser once.
 */
export function rowGroups(
  keys: readonly MatrixKey[] = Object.keys(MATRIX_CALLS) as MatrixKey[],
  onPhone = false,
): RowGroup[] {
  const byScreen = new Map<string, MatrixKey[]>();
  for (const key of keys) {
    const screen = screenOf(key, onPhone);
    byScreen.set(screen, [...(byScreen.get(screen) ?? []), key]);
  }
  return [...byScreen].flatMap(([screen, all]) => {
    const count = Math.ceil(all.length / ROWS_PER_PAGE);
    // Even parts: 6 rows are 3 + 3, not 5 + 1.
    const size = Math.ceil(all.length / count);
    return Array.from({ length: count }, (_, part) => ({
      screen,
      keys: all.slice(part * size, (part + 1) * size),
    }));
  });
}
