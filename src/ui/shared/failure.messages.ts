import { defineMessages } from 'react-intl';

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
