import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CONTRACT_BASES } from '../../../../domain/contract/contract-pairs';
import { withReason } from '../../../shared/failure-text';
import { RetryAlert } from '../../../shared/retry-alert';
import { amountPlaceholder, contractMessages, durationText, incomeRateText } from '../contract.messages';
import { useVisitorDurations } from './use-visitor-durations';
import '../../../shared/kit.css';

interface Props {
  /** The form factor's ways in: Log in (back to this screen) and Register. */
  actions: ReactNode;
}

export type VisitorDurationsView = ReturnType<typeof useVisitorDurations>;

/** The durations before their answer: what the build paints, and what the app shows until then. */
export const DURATIONS_LOADING: VisitorDurationsView = {
  durations: null,
  chosen: null,
  minimum: null,
  error: null,
  retry: () => undefined,
};

/** A usual list's durations (the demo's four), for the blank buttons that hold their place. */
const SIZING_SAMPLE = [30, 60, 180, 300];

/** The real account's durations with their payout, the default chosen: read-only, as they will be. */
function VisitorDurations({ view }: { view: VisitorDurationsView }) {
  const intl = useIntl();
  return (
    <fieldset className="ct-fieldset">
      <legend className="ct-label">{intl.formatMessage(contractMessages.durationLabel)}</legend>
      <div className="ct-durations" data-testid="visitor-durations" aria-busy={view.durations === null}>
        {/* The durations' place while they load: blank buttons as theirs are, sized by a sample
            of their words (hidden), so the fields below stay where they will be, in the build's
            painted screen too. */}
        {view.durations === null && view.error === null && (
          <>
            <span className="visually-hidden">{intl.formatMessage(contractMessages.loading)}</span>
            {SIZING_SAMPLE.map((second) => (
              <button
                key={second}
                type="button"
                className="ct-duration ct-duration--loading"
                aria-hidden="true"
                tabIndex={-1}
              >
                <span className="ct-duration__time">{intl.formatMessage(durationText, { second })}</span>
                <span className="ct-duration__rate">
                  {intl.formatMessage(incomeRateText, { rate: '80%' })}
                </span>
              </button>
            ))}
          </>
        )}
        {view.durations?.map((d) => (
          <button
            key={d.second}
            type="button"
            className="ct-duration"
            aria-pressed={d.second === view.chosen}
          >
            <span className="ct-duration__time">
              {intl.formatMessage(durationText, { second: d.second })}
            </span>
            <span className="ct-duration__rate">{intl.formatMessage(incomeRateText, { rate: d.rate })}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A visitor's order form of the seconds contract (kit-free): the pair, the durations with their
 * payout (the real account's, read without a session), the amount and Up / Down as a trader will
 * use them, read-only and with no balance (that is the account's), and the ways to log in or
 * register below.
 */
export function VisitorOrderPanel({ actions }: Props) {
  return <VisitorOrderPanelView actions={actions} durations={useVisitorDurations()} />;
}

/** The panel from its durations alone: the build paints it with DURATIONS_LOADING (first-screen/). */
export function VisitorOrderPanelView({ actions, durations }: Props & { durations: VisitorDurationsView }) {
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
        <VisitorDurations view={durations} />
        <label className="ct-label" htmlFor={`${id}-amount`}>
          {t(contractMessages.amountLabel)}
        </label>
        <div className="ct-amount">
          <input
            id={`${id}-amount`}
            className="ct-input"
            readOnly
            value=""
            placeholder={durations.minimum ? t(amountPlaceholder, { min: durations.minimum }) : undefined}
          />
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
      {/* Outside the disabled fields, so Retry can be pressed. */}
      {durations.error !== null && (
        <RetryAlert
          text={withReason(t(contractMessages.configError), durations.error)}
          retryLabel={t(contractMessages.retry)}
          onRetry={durations.retry}
        />
      )}
      <p className="ct-muted ct-visitor__note">{t(contractMessages.signInBody)}</p>
      <div className="kit-visitor-actions">{actions}</div>
    </div>
  );
}
