import { LOCALES } from '../../../domain/locale/locale';

// Runs in the worker that locale-data-warm-up.ts starts: the first number and date formatter
// loads the engine's locale data, and in Chromium that data is kept for the whole page's
// process, so once loaded here the main thread's first formatter finds it ready. Every locale
// the product ships is asked for, so a language switch finds its data too.
for (const locale of LOCALES) {
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(0);
}
postMessage('ready');
close();
