import { defineMessage, defineMessages } from 'react-intl';

/** Texts of a page that failed to render or load (failure.json). */
export const failureMessages = defineMessages({
  pageTitle: { id: 'failure.page.title', defaultMessage: 'This page could not be shown' },
  pageText: {
    id: 'failure.page.text',
    defaultMessage: 'Something went wrong on this page. Your funds and orders are not affected.',
  },
  chunkTitle: { id: 'failure.chunk.title', defaultMessage: 'The app could not load' },
  chunkText: {
    id: 'failure.chunk.text',
    defaultMessage: 'A part of the app could not be downloaded. Check your connection and reload.',
  },
  retry: { id: 'failure.retry', defaultMessage: 'Try again' },
  reload: { id: 'failure.reload', defaultMessage: 'Reload' },
  home: { id: 'failure.home', defaultMessage: 'Go to home' },
});

/**
 * What the user is told for each kind of failed call (common.json), through the one mapper
 * in failure-text.ts. The default messages repeat the en-US catalogue word for word.
 */
export const failureKindMessages = defineMessages({
  error: { id: 'error.fallback', defaultMessage: 'error' },
  network: { id: 'error.network', defaultMessage: 'Network error, please check your connection' },
  timeout: { id: 'error.timeout', defaultMessage: 'The request timed out, please try again later' },
  server: { id: 'error.server', defaultMessage: 'Server error, please try again later' },
  malformed: { id: 'error.malformed', defaultMessage: 'Unexpected response from the server' },
  'outcome-unknown': {
    id: 'error.outcomeUnknown',
    defaultMessage:
      'Outcome unknown: the answer was lost, so it may have gone through. Your positions and balances have been reloaded; check them before you try again.',
  },
  'outcome-still-unknown': {
    id: 'error.outcomeStillUnknown',
    defaultMessage:
      'Still no answer: this request shows in none of your positions, orders or records, so it may not have gone through. Check your asset records before you try again, or ask support.',
  },
});

/** Told once per page when browser storage is full (failure.json). */
export const storageFullMessage = defineMessage({
  id: 'failure.storageFull',
  defaultMessage:
    "Your browser's storage is full, so changes made now are kept only until you close this page. Free some space in the browser's site data to keep them.",
});
