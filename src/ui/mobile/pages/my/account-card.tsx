import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectMaskedEmail, selectProfile } from '../../../../application/session/session.selectors';
import { useSessionSelector } from '../../../shared/session-actor';
import { circle, LineIcon } from '../../layout/line-icon';
import { authMessages } from '../../shared/page-titles';
import './my.css';

const messages = defineMessages({
  guestTitle: { id: 'mobile.my.guestTitle', defaultMessage: 'Welcome' },
  guestText: {
    id: 'mobile.my.guestText',
    defaultMessage: 'Log in or register to trade, deposit and manage your account.',
  },
  signedIn: { id: 'mobile.my.signedIn', defaultMessage: 'You are signed in' },
  profile: { id: 'mobile.my.profile', defaultMessage: 'Personal information' },
});

const uidMessage = defineMessage<{ uid: string }>({ id: 'mobile.my.uid', defaultMessage: 'UID {uid}' });

const PERSON = `${circle(12, 8, 4)}M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5`;

/** The top card of My: a login prompt for visitors; for users the masked email, UID and profile link. */
export function AccountCard({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const maskedEmail = useSessionSelector(selectMaskedEmail);
  const uid = useSessionSelector(selectProfile)?.userId;
  return (
    <section className="m-card m-account" aria-labelledby="my-account-title">
      <div className="m-account__row">
        <span className="m-account__avatar">
          <LineIcon d={PERSON} size={28} />
        </span>
        <div>
          <h2 id="my-account-title" className="m-account__title">
            {signedIn ? maskedEmail : intl.formatMessage(messages.guestTitle)}
          </h2>
          <p className="m-muted" data-testid="my-uid">
            {signedIn && uid
              ? intl.formatMessage(uidMessage, { uid })
              : intl.formatMessage(signedIn ? messages.signedIn : messages.guestText)}
          </p>
        </div>
      </div>
      {signedIn && (
        <div className="m-actions">
          <Link to="/my/profile" className="m-link-button m-link-button--ghost" data-testid="my-profile">
            {intl.formatMessage(messages.profile)}
          </Link>
        </div>
      )}
      {!signedIn && (
        <div className="m-actions">
          <Link to="/login" className="m-link-button" data-testid="my-login">
            {intl.formatMessage(authMessages.login)}
          </Link>
          <Link to="/register" className="m-link-button m-link-button--ghost" data-testid="my-register">
            {intl.formatMessage(authMessages.register)}
          </Link>
        </div>
      )}
    </section>
  );
}
