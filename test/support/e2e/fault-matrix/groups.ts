import { MATRIX_CALLS, type MatrixKey } from './calls';

/** Rows one page plays one after another: at most this many, so two workers stay even. */
export const ROWS_PER_PAGE = 5;

export interface RowGroup {
  screen: string;
  keys: readonly MatrixKey[];
}

/**
 * The matrix's rows by screen, in the table's order, cut into groups of at most
 * ROWS_PER_PAGE: a group is one test on one page, which loads its screen again for each row
 * (a new user each, as the row's code -2 ends the session) but starts the browser once.
 */
export function rowGroups(keys: readonly MatrixKey[] = Object.keys(MATRIX_CALLS) as MatrixKey[]): RowGroup[] {
  const byScreen = new Map<string, MatrixKey[]>();
  for (const key of keys) {
    const { screen } = MATRIX_CALLS[key];
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
