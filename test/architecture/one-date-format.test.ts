import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

const root = resolve(__dirname, '../..');

/**
 * Where the app writes a moment in a format of its own, and why: not a record's date but a
 * clock on a live tape, a chart axis, and the locale warm-up that formats nothing shown.
 */
const OWN_FORMATS = [
  'src/ui/features/market/pair/deals-list.tsx', // the deals tape: time of day only
  'src/ui/features/market/pair/kline-panel.tsx', // chart axis labels, by timeframe
  'src/ui/shared/i18n/locale-data.worker.ts', // loads the locale's data; shows nothing
];

/** A call that writes a date: intl.formatDate, Intl.DateTimeFormat, Date#toLocale*String. */
const DATE_CALL = /formatDate\(|DateTimeFormat\(|toLocale(?:Date|Time)?String\(/g;

describe('dates in one format (issue 27 item 9): record-time.ts', () => {
  it('every date the UI writes goes through RECORD_TIME, but for the named exceptions', () => {
    const offenders = filesUnder(resolve(root, 'src/ui')).flatMap((file) => {
      const name = relative(root, file);
      if (OWN_FORMATS.includes(name)) return [];
      const source = readFileSync(file, 'utf8');
      const calls = [...source.matchAll(DATE_CALL)].map((match) =>
        source.slice(match.index, match.index + 80),
      );
      return calls
        .filter((call) => !/formatDate\([^()]*,\s*RECORD_TIME\)/.test(call))
        .map((call) => `${name}: ${call}`);
    });
    expect(offenders).toEqual([]);
  });

  it('still names exceptions that exist, so the list cannot go stale', () => {
    for (const name of OWN_FORMATS) expect(readFileSync(resolve(root, name), 'utf8')).toMatch(DATE_CALL);
  });
});
