import { useIntl } from 'react-intl';
import { AccountCodeField } from './account-code-field';
import { antiPhishingMessages as messages } from './security-extras.messages';
import { useAntiPhishing } from './use-anti-phishing';
import '../identity/identity.css';
import './security-extras.css';

interface Props {
  /** After the phrase is saved, or on Cancel: the security centre closes the form. */
  done(): void;
  /** A phrase is set already and this replaces it. */
  changing: boolean;
}

/** Set or change the anti-phishing phrase (kit-free, both form factors). */
export function AntiPhishingFormBody({ done, changing }: Props) {
  const t = useIntl().formatMessage;
  const phrase = useAntiPhishing(done);
  return (
    <form
      className="kyc-panel kyc-form"
      aria-labelledby="sec-phrase-title"
      onSubmit={(event) => {
        event.preventDefault();
        phrase.submit();
      }}
      data-testid="phrase-form"
    >
      <h2 id="sec-phrase-title" className="kyc-title">
        {t(changing ? messages.change : messages.set)}
      </h2>
      <p className="kyc-muted">{t(messages.note)}</p>
      <div className="kyc-field">
        <label htmlFor="sec-phrase">{t(messages.phrase)}</label>
        <input
          id="sec-phrase"
          className="kit-input"
          autoComplete="off"
          maxLength={40}
          aria-invalid={phrase.invalid.has('phrase')}
          aria-describedby="sec-phrase-rule"
          value={phrase.draft.phrase}
          onChange={(event) => phrase.change({ phrase: event.target.value })}
          data-testid="phrase-input"
        />
        <span id="sec-phrase-rule" className="kyc-muted">
          {t(messages.rule)}
        </span>
      </div>
      <AccountCodeField
        id="sec-phrase-code"
        value={phrase.draft.code}
        change={(code) => phrase.change({ code })}
        invalid={phrase.invalid.has('code')}
      />
      {phrase.problem !== null && (
        <p className="kyc-error" role="alert" data-testid="phrase-problem">
          {phrase.problem}
        </p>
      )}
      <div className="sec-actions">
        <button
          type="submit"
          className="kyc-button kyc-button--primary"
          disabled={phrase.saving}
          aria-busy={phrase.saving}
          data-testid="phrase-save"
        >
          {t(phrase.saving ? messages.saving : messages.save)}
        </button>
        <button type="button" className="kyc-button" onClick={done}>
          {t(messages.cancel)}
        </button>
      </div>
    </form>
  );
}
