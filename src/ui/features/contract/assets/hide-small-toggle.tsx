import { useIntl } from 'react-intl';
import { assetMessages } from './assets.messages';

/** The hide-small-balances switch: a native checkbox, so it is named and keyboard-usable. */
export function HideSmallToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <label className="ct-toggle">
      <input
        type="checkbox"
        role="switch"
        className="ct-toggle__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="hide-small"
      />
      <span>{intl.formatMessage(assetMessages.hideSmall)}</span>
    </label>
  );
}
