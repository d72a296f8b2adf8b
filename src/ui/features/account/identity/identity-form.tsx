import '../../../shared/kit.css';
import { useIntl } from 'react-intl';
import { MAX_NAME_LENGTH } from '../../../../domain/account/identity-form';
import { identityMessages as messages } from './identity.messages';
import { PhotoField } from './photo-field';
import type { IdentityScreen } from './use-identity-screen';

/** The typed fields: the name as on the ID (MAX_NAME_LENGTH), the number with its separators. */
const TEXT_FIELDS = [
  { name: 'realName', id: 'kyc-real-name', autoComplete: 'name', maxLength: MAX_NAME_LENGTH },
  { name: 'idNumber', id: 'kyc-id-number', autoComplete: 'off', maxLength: 24 },
] as const;

/** The KYC form: name, number, both photos with their previews, one submit. Kit-free. */
export function IdentityFormBody({ kyc }: { kyc: IdentityScreen }) {
  const t = useIntl().formatMessage;
  const { draft, invalid } = kyc;
  return (
    <form
      className="kyc-form"
      aria-labelledby="kyc-form-title"
      data-testid="kyc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        kyc.submit();
      }}
    >
      <h2 id="kyc-form-title" className="kyc-title">
        {t(messages.formTitle)}
      </h2>
      <p className="kyc-note">{t(messages.intro)}</p>
      {TEXT_FIELDS.map(({ name, id, autoComplete, maxLength }) => (
        <div className="kyc-field" key={name}>
          <label htmlFor={id}>{t(messages[name])}</label>
          <input
            id={id}
            className="kit-input"
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-invalid={invalid.has(name)}
            value={draft[name]}
            onChange={(e) => kyc.change({ [name]: e.target.value })}
            data-testid={id}
          />
        </div>
      ))}
      <div className="kyc-photos">
        {(['front', 'back'] as const).map((side) => (
          <PhotoField
            key={side}
            side={side}
            label={t(messages[side])}
            photo={draft[side]}
            invalid={invalid.has(side)}
            preparing={kyc.preparing === side}
            choose={kyc.choose}
          />
        ))}
      </div>
      <p className="kyc-note">{t(messages.photoNote)}</p>
      {kyc.problem !== null && (
        <p className="kyc-error" role="alert" data-testid="kyc-problem">
          {kyc.problem}
        </p>
      )}
      <button
        type="submit"
        className="kyc-button kyc-button--primary"
        disabled={kyc.sending || kyc.preparing !== null}
        aria-busy={kyc.sending}
        data-testid="kyc-submit"
      >
        {t(kyc.sending ? messages.submitting : messages.submit)}
      </button>
    </form>
  );
}
