import { defineMessage, defineMessages } from 'react-intl';

export const customerServiceMessages = defineMessages({
  title: { id: 'session.cs.title', defaultMessage: 'Customer service' },
  chat: { id: 'session.cs.chat', defaultMessage: 'Customer service chat' },
  loading: { id: 'session.cs.loading', defaultMessage: 'Connecting to customer service…' },
  noChat: {
    id: 'session.cs.noChat',
    defaultMessage: 'The chat cannot be shown here. Please contact us through one of the links below.',
  },
  contact: { id: 'session.cs.contact', defaultMessage: 'Other ways to reach us' },
  messaging: { id: 'session.cs.messaging', defaultMessage: 'WhatsApp' },
  telegram: { id: 'session.cs.telegram', defaultMessage: 'Telegram' },
  close: { id: 'session.cs.close', defaultMessage: 'Close' },
});

export const emailLinkMessage = defineMessage<{ address: string }>({
  id: 'session.cs.email',
  defaultMessage: 'Email: {address}',
});
