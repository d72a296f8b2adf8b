import Papa from 'papaparse';
import type { CsvFileSaver } from '../../domain/ledger/ledger.port';

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

/** Saves the table as a file through a temporary download link. */
export function createBrowserCsvFileSaver(): CsvFileSaver {
  return {
    save(fileName, rows) {
      const url = URL.createObjectURL(new Blob([toCsvText(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once the click has run.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
