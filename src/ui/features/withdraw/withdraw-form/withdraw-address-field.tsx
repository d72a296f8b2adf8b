import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { withdrawFormMessages as messages } from './withdraw-form.messages';

/**
 * Where the withdrawal goes: a saved address past its cool-down (each locked one counting down)
 * or a typed one, with the lookalike warning, and the way to the address book; with
 * whitelist-only withdrawals on, a note that only saved addresses can be used.
 */
export function WithdrawAddressField({
  view,
  addressBookLink,
}: {
  view: WithdrawScreenView;
  addressBookLink: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const { form } = view;
  // A kept draft with a typed address opens on the typed address.
  const [typing, setTyping] = useState(
    view.savedOptions.length === 0 || (form.addressId === null && form.address !== ''),
  );
  // With whitelist-only on, the field says which addresses it takes before one is refused.
  const hintId = view.whitelistOnly ? 'wf-address-whitelist' : undefined;
  return (
    <>
      {hintId && (
        <p id={hintId} className="wf-note" data-testid="withdraw-whitelist-hint">
          {t(messages.whitelistOnly)}
        </p>
      )}
      {typing ? (
        <div className="wf-field">
          <label htmlFor="wf-address">{t(messages.address)}</label>
          <input
            id="wf-address"
            value={form.addressId === null ? form.address : ''}
            aria-invalid={view.invalid.has('address')}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => view.typeAddress(e.target.value)}
            aria-describedby={hintId}
            data-testid="withdraw-address"
          />
        </div>
      ) : (
        <div className="wf-field">
          <label htmlFor="wf-saved">{t(messages.savedAddress)}</label>
          <select
            id="wf-saved"
            value={form.addressId ?? ''}
            aria-invalid={view.invalid.has('address')}
            onChange={(e) => view.chooseSaved(e.target.value)}
            aria-describedby={hintId}
            data-testid="withdraw-saved-address"
          >
            <option value="">{t(messages.chooseSaved)}</option>
            {view.savedOptions.map((option) => (
              <option key={option.id} value={option.id} disabled={option.locked !== null}>
                {option.locked ? `${option.label} (${option.locked})` : option.label}
              </option>
            ))}
          </select>
          {view.savedOptions.length === 0 && <p className="wf-muted">{t(messages.noSaved)}</p>}
        </div>
      )}
      <div className="wf-links">
        <button
          type="button"
          className="wf-link"
          onClick={() => {
            setTyping(!typing);
            view.typeAddress('');
          }}
          data-testid="withdraw-address-mode"
        >
          {t(typing ? messages.useSaved : messages.typeAddress)}
        </button>
        {addressBookLink}
      </div>
      {view.lookalikeWarning && (
        <p className="wd-warning" role="alert" data-testid="withdraw-lookalike">
          {view.lookalikeWarning}
        </p>
      )}
    </>
  );
}
