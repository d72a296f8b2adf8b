import { useIntl } from 'react-intl';
import { CopyButton } from '../authenticator/copy-button';
import { inviteMessages as messages } from './invite.messages';
import type { InviteScreenView } from './use-invite-screen';

/** One shared text (the code, the link) with its Copy button. */
function CopyFact({
  label,
  value,
  copyLabel,
  name,
}: {
  label: string;
  value: string;
  copyLabel: string;
  name: 'code' | 'link';
}) {
  return (
    <div className="invite-card__fact">
      <dt>{label}</dt>
      <dd>
        <span className={`invite-card__${name}`} data-testid={`invite-${name}`}>
          {value}
        </span>
        <CopyButton text={value} label={copyLabel} testId={`invite-copy-${name}`} />
      </dd>
    </div>
  );
}

/** The code and the link, each with Copy, the link's QR code, and Share where the browser has it. */
export function InviteCard({ view }: { view: InviteScreenView }) {
  const t = useIntl().formatMessage;
  return (
    <div className="invite-card" data-testid="invite-card">
      <p className="kit-muted invite-card__intro">{t(messages.intro)}</p>
      <dl className="invite-card__facts">
        <CopyFact label={t(messages.code)} value={view.code} copyLabel={t(messages.copyCode)} name="code" />
        <CopyFact label={t(messages.link)} value={view.link} copyLabel={t(messages.copyLink)} name="link" />
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
