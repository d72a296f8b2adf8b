import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the messages screens (catalogue messages.json). */
export const messagesMessages = defineMessages({
  title: { id: 'messages.title', defaultMessage: 'Messages' },
  empty: { id: 'messages.empty', defaultMessage: 'No messages yet' },
  unread: { id: 'messages.unread', defaultMessage: 'Unread' },
  pages: { id: 'messages.pages', defaultMessage: 'Message pages' },
  back: { id: 'messages.back', defaultMessage: 'Back to messages' },
  detail: { id: 'messages.detail', defaultMessage: 'Message' },
  missing: { id: 'messages.missing', defaultMessage: 'This message could not be found.' },
});

/** Texts of the help centre (the same catalogue: its articles are notices of the help type). */
export const helpMessages = defineMessages({
  title: { id: 'messages.help.title', defaultMessage: 'Help centre' },
  empty: { id: 'messages.help.empty', defaultMessage: 'No help articles yet' },
  article: { id: 'messages.help.article', defaultMessage: 'Help article' },
  back: { id: 'messages.help.back', defaultMessage: 'Back to the help centre' },
});

/** The phone's messages entry and header badge, read aloud with its count. */
export const messagesBadge = defineMessage<{ count: number }>({
  id: 'messages.badge',
  defaultMessage: 'Messages: {count} unread',
});
