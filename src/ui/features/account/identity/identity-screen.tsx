import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskedIdNumber, maySubmitIdentity } from '../../../../domain/account/identity-state';
import { IdentityStatus } from '../../../../domain/user/identity';
import { identityStatusMessage } from '../security-centre/security-centre.messages';
import { IdentityFormBody } from './identity-form';
import { identityMessages as messages, identityTexts } from './identity.messages';
import { useIdentityScreen } from './use-identity-screen';
import { LoadingLine } from '../loading-line';
import './identity.css';

interface Props {
  /** The screen that asked for verification (`?back=`, back-path.ts); null when none did. */
  back: string | null;
}

/**
 * Identity verification, both form factors: the status (SPEC section 4's words) with what
 * goes with it (the remark of a rejection, the verified name and number, which cannot be
 * changed: SPEC section 6), and the form while a submission is allowed.
 */
export function IdentityScreenBody({ back }: Props) {
  const t = useIntl().formatMessage;
  const kyc = useIdentityScreen();
  if (kyc.status === null) return <LoadingLine text={t(messages.loading)} />;
  const tone = { [IdentityStatus.verified]: 'done', [IdentityStatus.rejected]: 'warning' } as const;
  return (
    <div className="kyc">
      <section
        className={`kyc-panel kyc-status kyc-status--${tone[kyc.status as 2 | 3] ?? 'plain'}`}
        aria-labelledby="kyc-status-title"
        data-testid="kyc-status"
      >
        <h2 id="kyc-status-title" className="kyc-status__line">
          <span className="kyc-muted">{t(messages.status)}</span>
          <span data-testid="kyc-status-text">{t(identityStatusMessage(kyc.status))}</span>
        </h2>
        {kyc.status === IdentityStatus.reviewing && <p>{t(messages.reviewingText)}</p>}
        {kyc.status === IdentityStatus.rejected && (
          <>
            <p data-testid="kyc-remark">{t(identityTexts.rejected, { remark: kyc.remark })}</p>
            <p className="kyc-muted">{t(messages.rejectedHint)}</p>
          </>
        )}
        {kyc.status === IdentityStatus.verified && (
          <>
            <p>{t(messages.verifiedText)}</p>
            <dl className="kyc-facts" data-testid="kyc-verified">
              <dt>{t(messages.realName)}</dt>
              <dd>{kyc.realName}</dd>
              <dt>{t(messages.idNumber)}</dt>
              <dd>{maskedIdNumber(kyc.idCard)}</dd>
            </dl>
          </>
        )}
        {back && !maySubmitIdentity(kyc.status) && (
          <Link className="kyc-button kyc-button--primary" to={back} data-testid="kyc-continue">
            {t(messages.continue)}
          </Link>
        )}
      </section>
      {maySubmitIdentity(kyc.status) && (
        <section className="kyc-panel">
          <IdentityFormBody kyc={kyc} />
        </section>
      )}
    </div>
  );
}
