import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsvText } from '../../../src/adapters/browser/csv-text';

describe('CSV file text', () => {
  it('quotes every cell, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    expect(
      toCsvText([
        ['Time', 'Note'],
        ['1', 'say "hi", then\nleave'],
      ]),
    ).toBe('\uFEFF"Time","Note"\r\n"1","say ""hi"", then\nleave"');
  });

  it('reads back exactly as written, whatever the cells hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          // The reader is told the delimiter, as a spreadsheet opening a .csv is: left to guess,
          // papaparse takes '|' for it in a row like ["", "||"].
          const parsed = Papa.parse<string[]>(toCsvText(rows).slice(1), { newline: '\r\n', delimiter: ',' });
          expect(parsed.data).toEqual(rows);
        },
      ),
    );
  });
});
