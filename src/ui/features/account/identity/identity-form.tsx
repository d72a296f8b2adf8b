import { useIntl } from 'react-intl';
import { identityMessages as messages } from './identity.messages';
import { PhotoField } from './photo-field';
import type { IdentityScreen } from './use-identity-screen';

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
      <div className="kyc-field">
        <label htmlFor="kyc-real-name">{t(messages.realName)}</label>
        <input
          id="kyc-real-name"
          autoComplete="name"
          maxLength={50}
          aria-invalid={invalid.has('realName')}
          value={draft.realName}
          onChange={(e) => kyc.change({ realName: e.target.value })}
          data-testid="kyc-real-name"
        />
      </div>
      <div className="kyc-field">
        <label htmlFor="kyc-id-number">{t(messages.idNumber)}</label>
        <input
          id="kyc-id-number"
          autoComplete="off"
          maxLength={24}
          aria-invalid={invalid.has('idNumber')}
          value={draft.idNumber}
          onChange={(e) => kyc.change({ idNumber: e.target.value })}
          data-testid="kyc-id-number"
        />
      </div>
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
