import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { authenticatorMessages } from '../../../features/account/authenticator/authenticator.messages';
import { securityCentreMessages as messages } from '../../../features/account/security-centre/security-centre.messages';
import { useSecurityOverview } from '../../../features/account/security-centre/use-security-overview';
import { WhitelistSwitch } from '../../../features/withdraw/whitelist/whitelist-switch';
import { whitelistMessages } from '../../../features/withdraw/whitelist/whitelist.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';
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
 * /setting/safty (the SPEC's spelling): the bound email, the login password (changed on
 * /setting/password), the fund password (set or changed on /setting/fund-password), the
 * authenticator (bound on /setting/authenticator), the identity status, which leads to
 * verification, and the whitelist-only withdrawals switch.
 */
export function SecurityCentrePage() {
  const t = useIntl().formatMessage;
  const overview = useSecurityOverview();
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
          <List.Item description={<WhitelistSwitch />}>{t(whitelistMessages.title)}</List.Item>
        </List>
      </div>
    </>
  );
}
