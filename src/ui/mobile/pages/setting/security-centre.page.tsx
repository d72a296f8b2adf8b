import { List } from 'antd-mobile';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { authenticatorMessages } from '../../../features/account/authenticator/authenticator.messages';
import { ActiveSessionsBody } from '../../../features/account/security-extras/active-sessions';
import { AntiPhishingFormBody } from '../../../features/account/security-extras/anti-phishing-form';
import { antiPhishingMessages } from '../../../features/account/security-extras/security-extras.messages';
import { securityCentreMessages as messages } from '../../../features/account/security-centre/security-centre.messages';
import { useSecurityOverview } from '../../../features/account/security-centre/use-security-overview';
import { WhitelistSwitch } from '../../../features/withdraw/whitelist/whitelist-switch';
import { whitelistMessages } from '../../../features/withdraw/whitelist/whitelist.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';
import './security-centre.css';
import { pageTitles } from '../../shared/page-titles';

/** A row that leads to its screen (the whole row is the link). */
function LinkRow({
  to,
  testId,
  extra,
  children,
}: {
  to: string;
  testId: string;
  extra: ReactNode;
  children: ReactNode;
}) {
  return (
    <List.Item extra={extra} arrowIcon>
      <Link to={to} className="m-stretched-link" data-testid={testId}>
        {children}
      </Link>
    </List.Item>
  );
}

/**
 * /setting/safty (the SPEC's spelling): the anti-phishing phrase (its form opens below the
 * list) and the active sessions below it; the bound email, the login password (changed on
 * /setting/password), the fund password (set or changed on /setting/fund-password), the
 * authenticator (bound on /setting/authenticator), the identity status, which leads to
 * verification, and the whitelist-only withdrawals switch.
 */
export function SecurityCentrePage() {
  const t = useIntl().formatMessage;
  const overview = useSecurityOverview();
  // The phrase form opens under the list; closed once saved.
  const [phraseForm, setPhraseForm] = useState(false);
  const phraseDone = useCallback(() => setPhraseForm(false), []);
  return (
    <>
      <PageHeader title={t(pageTitles.security)} backTo="/my" />
      <div className="m-page" data-testid="security-centre">
        <List className="m-list">
          <List.Item extra={<span data-testid="security-email">{overview.maskedEmail}</span>}>
            {t(messages.email)}
          </List.Item>
          <LinkRow to="/setting/password" testId="security-login-password" extra={t(messages.change)}>
            {t(messages.loginPassword)}
          </LinkRow>
          <LinkRow
            to="/setting/fund-password?from=safty"
            testId="security-fund-password"
            extra={<span data-testid="security-fund-state">{overview.fundPasswordText}</span>}
          >
            {t(messages.fundPassword)}
          </LinkRow>
          <LinkRow
            to="/setting/authenticator"
            testId="security-authenticator"
            extra={<span data-testid="security-authenticator-state">{overview.authenticatorText}</span>}
          >
            {t(authenticatorMessages.title)}
          </LinkRow>
          <LinkRow to="/setting/verify?type=2" testId="security-identity" extra={overview.identityText}>
            {t(messages.identity)}
          </LinkRow>
          <List.Item
            extra={<span data-testid="security-phrase-state">{overview.antiPhishingText}</span>}
            arrowIcon={false}
          >
            <button
              type="button"
              className="m-stretched-link m-security-row-button"
              aria-expanded={phraseForm}
              disabled={!overview.ready}
              onClick={() => setPhraseForm((open) => !open)}
              data-testid="security-phrase"
            >
              {t(antiPhishingMessages.title)}
            </button>
          </List.Item>
          <List.Item description={<WhitelistSwitch />}>{t(whitelistMessages.title)}</List.Item>
        </List>
        {phraseForm && (
          <div className="m-security-block">
            <AntiPhishingFormBody done={phraseDone} changing={overview.antiPhishing !== ''} />
          </div>
        )}
        <div className="m-security-block">
          <ActiveSessionsBody />
        </div>
      </div>
    </>
  );
}
