import { useIntl } from 'react-intl';
import { useCopy } from '../../../shared/use-copy';
import { authenticatorMessages as messages } from './authenticator.messages';

/** Copies a text, and says Copied (or why not) for two seconds in its own label. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const t = useIntl().formatMessage;
  const { state, copy } = useCopy();
  const said = { idle: label, copied: t(messages.copied), failed: t(messages.copyFailed) }[state];
  return (
    <button type="button" className="kyc-button" onClick={() => copy(text)} data-testid={testId}>
      <span aria-live="polite">{said}</span>
    </button>
  );
}
