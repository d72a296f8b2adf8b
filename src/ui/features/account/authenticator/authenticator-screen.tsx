import { useIntl } from 'react-intl';
import { selectProfile } from '../../../../application/session/session.selectors';
import { useSessionSelector } from '../../../shared/session-actor';
import { AuthenticatorBinding } from './authenticator-binding';
import { authenticatorMessages as messages } from './authenticator.messages';
import { RecoveryCodes } from './recovery-codes';
import { useAuthenticatorScreen } from './use-authenticator-screen';
import { LoadingLine } from '../loading-line';
import '../identity/identity.css';
import './authenticator.css';

/** The screen once the profile says whether an authenticator is bound (read once, as it opens). */
function AuthenticatorScreen({ boundAtOpen }: { boundAtOpen: boolean }) {
  const t = useIntl().formatMessage;
  const screen = useAuthenticatorScreen(boundAtOpen);
  const bound = screen.bound || screen.codes !== null;
  return (
    <div className="kyc" data-testid="totp-screen">
      <section
        className={`kyc-panel kyc-status ${bound ? 'kyc-status--done' : ''}`}
        aria-labelledby="totp-status-title"
      >
        <h2 id="totp-status-title" className="kyc-status__line">
          <span className="kyc-muted">{t(messages.title)}</span>
          <span data-testid="totp-status">{t(bound ? messages.bound : messages.notBound)}</span>
        </h2>
        {screen.bound && <p>{t(messages.boundText)}</p>}
      </section>
      {screen.codes !== null && <RecoveryCodes codes={screen.codes} kept={screen.kept} />}
      {!bound && screen.setup !== null && <AuthenticatorBinding setup={screen.setup} form={screen.form} />}
    </div>
  );
}

/**
 * Binding Google Authenticator, both form factors: the key as a QR code and as text, the
 * app's code to confirm it, then the recovery codes once. Waits for the session's profile,
 * whose googleBind decides whether a binding starts at all.
 */
export function AuthenticatorScreenBody() {
  const t = useIntl().formatMessage;
  const profile = useSessionSelector(selectProfile);
  if (profile === null) return <LoadingLine text={t(messages.loading)} />;
  return <AuthenticatorScreen boundAtOpen={profile.googleBind} />;
}
