import { defineMessages } from 'react-intl';

export const customerServiceMessages = defineMessages({
  title: { id: 'session.cs.title', defaultMessage: 'Customer service' },
  chat: { id: 'session.cs.chat', defaultMessage: 'Customer service chat' },
  loading: { id: 'session.cs.loading', defaultMessage: 'Connecting to customer service…' },
  noChat: {
    id: 'session.cs.noChat',
    defaultMessage: 'The chat cannot be shown here. Please contact us through one of the links below.',
  },
  demoChat: {
    id: 'session.cs.demoChat',
    defaultMessage: 'Live chat is not available in the demo. Please reach us through the links below.',
  },
  contact: { id: 'session.cs.contact', defaultMessage: 'Other ways to reach us' },
  close: { id: 'session.cs.close', defaultMessage: 'Close' },
});
