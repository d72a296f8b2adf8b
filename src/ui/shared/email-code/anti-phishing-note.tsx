import { useIntl } from 'react-intl';
import { selectAntiPhishing } from '../../../application/session/session.selectors';
import { useSessionSelector } from '../session-actor';
import { antiPhishingDemoMailText, antiPhishingNoteText } from './anti-phishing.messages';

interface Props {
  className: string;
  /** The phrase the demo's mail carried (useEmailCode().demoPhrase); null outside demo mode. */
  demoPhrase: string | null;
}

/**
 * The anti-phishing phrase beside an email-code field: the signed-in user's own (the profile's),
 * so a mail without it is known not to be ours; and in demo mode, the phrase the shown "mail"
 * carried (a signed-out form, the login or the reset, learns it only from the mail). Nothing
 * when neither is set.
 */
export function AntiPhishingNote({ className, demoPhrase }: Props) {
  const intl = useIntl();
  const phrase = useSessionSelector(selectAntiPhishing);
  return (
    <>
      {phrase !== '' && (
        <p className={className} data-testid="anti-phishing-note">
          {intl.formatMessage(antiPhishingNoteText, { phrase })}
        </p>
      )}
      {demoPhrase !== null && (
        <p className={className} data-testid="demo-mail-phrase">
          {intl.formatMessage(antiPhishingDemoMailText, { phrase: demoPhrase })}
        </p>
      )}
    </>
  );
}
