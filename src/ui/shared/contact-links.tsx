import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CustomerLinks } from '../../domain/user/user';
import { contactHrefs } from '../../domain/user/customer-links';

const messages = defineMessages({
  messaging: { id: 'session.cs.messaging', defaultMessage: 'WhatsApp' },
  telegram: { id: 'session.cs.telegram', defaultMessage: 'Telegram' },
});

const emailLinkMessage = defineMessage<{ address: string }>({
  id: 'session.cs.email',
  defaultMessage: 'Email: {address}',
});

/**
 * The contact channels of /paramter/getCustomer as links (email, messaging app, Telegram):
 * the customer-service modal's and the About pages'. A channel the server leaves out or
 * that is not a safe address shows no link.
 */
export function ContactLinks({ links, className }: { links: CustomerLinks; className?: string }) {
  const intl = useIntl();
  const hrefs = contactHrefs(links);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <ul className={className} data-testid="contact-links">
      {hrefs.email && (
        <li>
          <a href={hrefs.email.href} data-testid="cs-email">
            {intl.formatMessage(emailLinkMessage, { address: hrefs.email.address })}
          </a>
        </li>
      )}
      {hrefs.messaging && (
        <li>
          <a href={hrefs.messaging} {...external} data-testid="cs-messaging">
            {intl.formatMessage(messages.messaging)}
          </a>
        </li>
      )}
      {hrefs.telegram && (
        <li>
          <a href={hrefs.telegram} {...external} data-testid="cs-telegram">
            {intl.formatMessage(messages.telegram)}
          </a>
        </li>
      )}
    </ul>
  );
}
