import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';
import { ContactLinks } from '../../shared/contact-links';
import { RetryAlert } from '../../shared/retry-alert';
import { aboutBodies, type AboutPageKey } from './about.messages';
import { useContacts } from './use-contacts';
import './messages.css';

function ContactChannels() {
  const intl = useIntl();
  const contacts = useContacts();
  return (
    <div data-testid="about-contacts">
      {contacts.loading && (
        <p className="kit-muted kit-state" role="status">
          {intl.formatMessage(commonMessages.loading)}
        </p>
      )}
      {contacts.error !== null && (
        <RetryAlert
          text={contacts.error}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={contacts.retry}
        />
      )}
      {contacts.links && <ContactLinks links={contacts.links} className="ms-contacts" />}
    </div>
  );
}

/** One About page's text; Contact us lists the server's contact channels under it. */
export function AboutArticle({ page }: { page: AboutPageKey }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(aboutBodies[page], { app: intl.formatMessage(commonMessages.appName) })}</p>
      {page === 'connect' && <ContactChannels />}
    </>
  );
}
