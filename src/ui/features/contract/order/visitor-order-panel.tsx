import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CONTRACT_BASES } from '../../../../domain/contract/contract-pairs';
import { contractMessages } from '../contract.messages';
import '../../../shared/kit.css';

interface Props {
  /** The form factor's ways in: Log in (back to this screen) and Register. */
  actions: ReactNode;
}

/**
 * A visitor's order form of the seconds contract (kit-free): the pair, the amount and Up /
 * Down as a trader will use them, read-only and with no balance (that is the account's), and
 * the ways to log in or register below. Durations are the account's settings: not shown yet.
 */
export function VisitorOrderPanel({ actions }: Props) {
  const intl = useIntl();
  const id = useId();
  const t = intl.formatMessage;
  return (
    <div className="ct-visitor">
      <fieldset className="ct-fields ct-visitor__fields" disabled>
        <div className="ct-row">
          <label className="ct-label" htmlFor={`${id}-pair`}>
            {t(contractMessages.pairLabel)}
          </label>
          <select id={`${id}-pair`} className="ct-select" defaultValue={CONTRACT_BASES[0]}>
            {CONTRACT_BASES.map((base) => (
              <option key={base} value={base}>{`${base}/USDT`}</option>
            ))}
          </select>
        </div>
        <label className="ct-label" htmlFor={`${id}-amount`}>
          {t(contractMessages.amountLabel)}
        </label>
        <div className="ct-amount">
          <input id={`${id}-amount`} className="ct-input" readOnly value="" />
          <span className="ct-amount__coin">USDT</span>
        </div>
        <div className="ct-directions">
          <button type="button" className="ct-button ct-button--up">
            {t(contractMessages.up)}
          </button>
          <button type="button" className="ct-button ct-button--down">
            {t(contractMessages.down)}
          </button>
        </div>
      </fieldset>
      <p className="ct-muted ct-visitor__note">{t(contractMessages.signInBody)}</p>
      <div className="kit-visitor-actions">{actions}</div>
    </div>
  );
}
