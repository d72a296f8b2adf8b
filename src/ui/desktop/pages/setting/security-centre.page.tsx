import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AuthenticatorScreenBody } from '../../../features/account/authenticator/authenticator-screen';
import { authenticatorMessages } from '../../../features/account/authenticator/authenticator.messages';
import { inviteMessages } from '../../../features/account/invite/invite.messages';
import { ActiveSessionsBody } from '../../../features/account/security-extras/active-sessions';
import { AntiPhishingFormBody } from '../../../features/account/security-extras/anti-phishing-form';
import { antiPhishingMessages } from '../../../features/account/security-extras/security-extras.messages';
import { ProfileFacts } from '../../../features/account/profile/profile-facts';
import { securityCentreMessages as messages } from '../../../features/account/security-centre/security-centre.messages';
import { useSecurityOverview } from '../../../features/account/security-centre/use-security-overview';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { WhitelistSwitch } from '../../../features/withdraw/whitelist/whitelist-switch';
import { whitelistMessages } from '../../../features/withdraw/whitelist/whitelist.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { InvitePanel } from './invite-panel';
import './security-centre.css';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { UpColourChoice } from '../../../features/market/preferences/up-colour-choice';

interface RowProps {
  title: string;
  value: ReactNode;
  action?: ReactNode;
  /** For a value that is a control group named by the row's title. */
  titleId?: string;
}

function Row({ title, value, action, titleId }: RowProps) {
  return (
    <li className="dt-security__row">
      <span className="dt-security__title" id={titleId}>
        {title}
      </span>
      <span className="dt-security__value">{value}</span>
      <span className="dt-security__action">{action}</span>
    </li>
  );
}

/**
 * /pc/setting/safty (the SPEC's spelling): the profile (/user/info), then the bound email, the login password (changed on
 * /pc/login/modify), the fund password (set or changed here), the anti-phishing phrase (set or
 * changed here), the authenticator (bound here), the account's active sessions,
 * the identity status, the whitelist-only withdrawals switch and the colour rising prices take
 * everywhere. The profile's invite code opens the invite panel (code, link, QR code, invitees).
 */
export function SecurityCentrePage({ route, group }: DesktopPageProps) {
  const t = useIntl().formatMessage;
  const overview = useSecurityOverview();
  // The open fund-password form: 'change' when one was set as it opened (setting one flips it).
  const [fundForm, setFundForm] = useState<'set' | 'change' | null>(null);
  const fundDone = useCallback(() => setFundForm(null), []);
  const openFund = () => setFundForm(overview.fundPasswordSet ? 'change' : 'set');
  // The open phrase form; closed once saved.
  const [phraseForm, setPhraseForm] = useState(false);
  const phraseDone = useCallback(() => setPhraseForm(false), []);
  // The binding stays open once bound: its recovery codes are shown there, once.
  const [binding, setBinding] = useState(false);
  // The invite screen opens from the profile's invite code, as a panel under it.
  const [inviting, setInviting] = useState(false);
  const closeInvite = useCallback(() => setInviting(false), []);
  const inviteAction = (
    <button
      type="button"
      className="kyc-button"
      aria-expanded={inviting}
      onClick={() => setInviting((open) => !open)}
      data-testid="profile-open-invite"
    >
      {t(inviteMessages.title)}
    </button>
  );
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <div className="dt-security__profile">
          <ProfileFacts reload={false} inviteAction={inviteAction} />
        </div>
        {inviting && (
          <div className="dt-security__invite">
            <InvitePanel close={closeInvite} />
          </div>
        )}
        <section className="dt-panel" data-testid="security-centre">
          <ul className="dt-security">
            <Row
              title={t(messages.email)}
              value={<span data-testid="security-email">{overview.maskedEmail}</span>}
            />
            <Row
              title={t(messages.loginPassword)}
              value="********"
              action={
                <Link className="wf-link" to={pcPath('/login/modify')} data-testid="security-login-password">
                  {t(messages.change)}
                </Link>
              }
            />
            <Row
              title={t(messages.fundPassword)}
              value={<span data-testid="security-fund-state">{overview.fundPasswordText}</span>}
              action={
                overview.ready && fundForm === null ? (
                  <button
                    type="button"
                    className="wf-button wf-button--primary"
                    onClick={openFund}
                    data-testid="security-fund-password"
                  >
                    {t(overview.fundPasswordSet ? messages.change : messages.setFund)}
                  </button>
                ) : null
              }
            />
            <Row
              title={t(authenticatorMessages.title)}
              value={<span data-testid="security-authenticator-state">{overview.authenticatorText}</span>}
              action={
                overview.ready && !overview.authenticatorBound && !binding ? (
                  <button
                    type="button"
                    className="wf-button wf-button--primary"
                    onClick={() => setBinding(true)}
                    data-testid="security-authenticator"
                  >
                    {t(authenticatorMessages.bind)}
                  </button>
                ) : null
              }
            />
            <Row
              title={t(antiPhishingMessages.title)}
              value={<span data-testid="security-phrase-state">{overview.antiPhishingText}</span>}
              action={
                overview.ready && !phraseForm ? (
                  <button
                    type="button"
                    className="wf-button wf-button--primary"
                    onClick={() => setPhraseForm(true)}
                    data-testid="security-phrase"
                  >
                    {t(overview.antiPhishing ? antiPhishingMessages.change : antiPhishingMessages.set)}
                  </button>
                ) : null
              }
            />
            <Row
              title={t(messages.identity)}
              value={overview.identityText}
              action={
                <Link className="wf-link" to={pcPath('/setting/verify')} data-testid="security-identity">
                  {t(messages.identity)}
                </Link>
              }
            />
            <Row title={t(whitelistMessages.title)} value={<WhitelistSwitch />} />
            <Row
              title={t(marketMessages.upColour)}
              titleId="dt-up-colour"
              value={<UpColourChoice id="dt-up-colour" />}
            />
          </ul>
        </section>
        {fundForm !== null && (
          <div className="wf-narrow dt-security__form">
            <FundPasswordFormBody done={fundDone} changing={fundForm === 'change'} />
          </div>
        )}
        {phraseForm && (
          <div className="wf-narrow dt-security__form">
            <AntiPhishingFormBody done={phraseDone} changing={overview.antiPhishing !== ''} />
          </div>
        )}
        <div className="dt-security__form">
          <ActiveSessionsBody />
        </div>
        {binding && (
          <div className="dt-security__form">
            <AuthenticatorScreenBody />
          </div>
        )}
      </div>
    </>
  );
}
