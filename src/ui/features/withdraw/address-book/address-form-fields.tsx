import { useIntl } from 'react-intl';
import { addressMessages } from '../withdraw.messages';
import { ADDRESS_COINS, type AddressForm, WITHDRAW_NETWORKS } from './use-address-book';

interface FieldsProps {
  form: AddressForm;
  change(patch: Partial<AddressForm>): void;
  /** Prefix for ids, so two forms on one page keep unique labels. */
  idPrefix: string;
}

/**
 * The address form's four fields as plain labelled controls, shared by both form factors
 * (each wraps them in its own kit's layout). Native selects: keyboard and screen readers
 * get the platform's own picker.
 */
export function AddressFormFields({ form, change, idPrefix }: FieldsProps) {
  const t = useIntl().formatMessage;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="wd-fields">
      <label htmlFor={id('label')}>{t(addressMessages.label)}</label>
      <input
        id={id('label')}
        value={form.label}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => change({ label: event.target.value })}
      />
      <label htmlFor={id('coin')}>{t(addressMessages.coin)}</label>
      <select
        id={id('coin')}
        value={form.coin}
        onChange={(event) => change({ coin: event.target.value as AddressForm['coin'] })}
      >
        {ADDRESS_COINS.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
      <label htmlFor={id('network')}>{t(addressMessages.network)}</label>
      <select
        id={id('network')}
        value={form.network}
        onChange={(event) => change({ network: event.target.value as AddressForm['network'] })}
      >
        {WITHDRAW_NETWORKS.map((network) => (
          <option key={network} value={network}>
            {network}
          </option>
        ))}
      </select>
      <label htmlFor={id('address')}>{t(addressMessages.address)}</label>
      <input
        id={id('address')}
        value={form.address}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => change({ address: event.target.value })}
      />
    </div>
  );
}
