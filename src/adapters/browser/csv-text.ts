import Papa from 'papaparse';

/**
 * The table as CSV text (RFC 4180 quoting by papaparse), CRLF line ends, with a byte-order
 * mark so spreadsheets read the Chinese, Korean and Japanese texts as UTF-8.
 */
export function toCsvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse(
    rows.map((row) => [...row]),
    { newline: '\r\n', quotes: true },
  )}`;
}
