import type { CsvFileSaver } from '../../domain/ledger/ledger.port';

/** Saves the table as a file through a temporary download link. */
export function createBrowserCsvFileSaver(): CsvFileSaver {
  return {
    async save(fileName, rows) {
      // papaparse loads with the first export, not with every screen of the app.
      const { toCsvText } = await import('./csv-text');
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
