import { useIntl } from 'react-intl';
import { CopyButton } from '../authenticator/copy-button';
import { inviteMessages as messages } from './invite.messages';
import type { InviteScreenView } from './use-invite-screen';

/** The code and the link, each with Copy, the link's QR code, and Share where the browser has it. */
export function InviteCard({ view }: { view: InviteScreenView }) {
  const t = useIntl().formatMessage;
  return (
    <div className="invite-card" data-testid="invite-card">
      <p className="kit-muted invite-card__intro">{t(messages.intro)}</p>
      <dl className="invite-card__facts">
        <div className="invite-card__fact">
          <dt>{t(messages.code)}</dt>
          <dd>
            <span className="invite-card__code" data-testid="invite-code">
              {view.code}
            </span>
            <CopyButton text={view.code} label={t(messages.copyCode)} testId="invite-copy-code" />
          </dd>
        </div>
        <div className="invite-card__fact">
          <dt>{t(messages.link)}</dt>
          <dd>
            <span className="invite-card__link" data-testid="invite-link">
              {view.link}
            </span>
            <CopyButton text={view.link} label={t(messages.copyLink)} testId="invite-copy-link" />
          </dd>
        </div>
      </dl>
      <div className="invite-card__qr">
        {view.qr && (
          <img src={view.qr} alt={t(messages.qrAlt)} width={160} height={160} data-testid="invite-qr" />
        )}
      </div>
      {view.share && (
        <button
          type="button"
          className="kyc-button kyc-button--primary invite-card__share"
          onClick={view.share}
          data-testid="invite-share"
        >
          {t(messages.share)}
        </button>
      )}
    </div>
  );
}
