import { useIntl } from 'react-intl';
import type { RecoveryCodes as Codes } from '../../../../domain/account/authenticator';
import { CopyButton } from './copy-button';
import { authenticatorMessages as messages } from './authenticator.messages';

/** The codes as a text file: one a line, as the user would paste them. */
const fileOf = (codes: Codes) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;

/** The recovery codes, shown this once: copy, download, then "saved" drops them for good. */
export function RecoveryCodes({ codes, kept }: { codes: Codes; kept: () => void }) {
  const t = useIntl().formatMessage;
  const text = codes.join('\n');
  return (
    <section
      className="kyc-panel kyc-status--warning"
      aria-labelledby="totp-codes-title"
      data-testid="totp-codes"
    >
      <h2 id="totp-codes-title" className="kyc-title">
        {t(messages.codesTitle)}
      </h2>
      <p>{t(messages.codesText)}</p>
      <ol className="totp-codes">
        {codes.map((code) => (
          <li key={code} data-testid="totp-recovery-code">
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="totp-actions">
        <CopyButton text={text} label={t(messages.copyCodes)} testId="totp-copy-codes" />
        <a
          className="kyc-button"
          href={fileOf(codes)}
          download="recovery-codes.txt"
          data-testid="totp-download"
        >
          {t(messages.download)}
        </a>
        <button
          type="button"
          className="kyc-button kyc-button--primary"
          onClick={kept}
          data-testid="totp-kept"
        >
          {t(messages.kept)}
        </button>
      </div>
    </section>
  );
}
