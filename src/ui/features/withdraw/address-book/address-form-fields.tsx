import { useIntl } from 'react-intl';
import { addressBookMessages as messages } from './address-book.messages';
import { ADDRESS_COINS, type AddressBookView, type AddressForm, WITHDRAW_NETWORKS } from './use-address-book';

interface FieldsProps {
  book: AddressBookView;
  /** The form shown (the book's, once open). */
  form: AddressForm;
  /** Prefix for ids, so two forms on one page keep unique labels. */
  idPrefix: string;
}

/**
 * The address form's four fields as plain labelled controls, with the lookalike warning and
 * the refusal under them, shared by both form factors (each wraps them in its own kit's layout
 * and buttons). Native selects: keyboard and screen readers get the platform's own picker.
 */
export function AddressFormFields({ book, form, idPrefix }: FieldsProps) {
  const t = useIntl().formatMessage;
  const id = (name: string) => `${idPrefix}-${name}`;
  const { change, invalid } = book;
  return (
    <>
      <div className="wd-fields">
        <label htmlFor={id('label')}>{t(messages.label)}</label>
        <input
          id={id('label')}
          aria-invalid={invalid.has('label')}
          value={form.label}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => change({ label: event.target.value })}
        />
        <label htmlFor={id('coin')}>{t(messages.coin)}</label>
        <select
          id={id('coin')}
          aria-invalid={invalid.has('coin')}
          value={form.coin}
          onChange={(event) => change({ coin: event.target.value as AddressForm['coin'] })}
        >
          {ADDRESS_COINS.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
        <label htmlFor={id('network')}>{t(messages.network)}</label>
        <select
          id={id('network')}
          aria-invalid={invalid.has('network')}
          value={form.network}
          onChange={(event) => change({ network: event.target.value as AddressForm['network'] })}
        >
          {WITHDRAW_NETWORKS.map((network) => (
            <option key={network} value={network}>
              {network}
            </option>
          ))}
        </select>
        <label htmlFor={id('address')}>{t(messages.address)}</label>
        <input
          id={id('address')}
          aria-invalid={invalid.has('address')}
          value={form.address}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => change({ address: event.target.value })}
        />
      </div>
      {book.lookalikeWarning && (
        <p className="wd-warning" role="alert" data-testid="lookalike-warning">
          {book.lookalikeWarning}
        </p>
      )}
      {book.refusal && (
        <p className="wd-error" role="alert">
          {book.refusal}
        </p>
      )}
    </>
  );
}
