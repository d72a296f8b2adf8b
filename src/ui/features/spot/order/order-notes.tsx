import { useIntl } from 'react-intl';
import { withReason } from '../../../shared/failure-text';
import { useSpotBalancesFailure } from '../orders/use-spot-lists';
import { spotListMessages } from '../spot-lists.messages';
import { spotMessages } from '../spot.messages';
import { spotFailureText, spotProblemText } from './spot-problem-text';
import type { SpotOrderForm } from './use-spot-order';

/** The balances the form checks against could not be loaded: why, and Retry (the last ones stay). */
export function BalancesNote() {
  const intl = useIntl();
  const { error, retry } = useSpotBalancesFailure();
  if (error === null) return null;
  return (
    <p className="spot-form__problem" role="alert">
      {`${withReason(intl.formatMessage(spotMessages.balancesFailed), error)} `}
      <button type="button" className="sp-link" onClick={retry}>
        {intl.formatMessage(spotListMessages.retry)}
      </button>
    </p>
  );
}

/**
 * What stands between the trader and the order: a refusal before sending, a failure
 * after, the search for a lost answer, and an outcome that stays unknown.
 */
export function OrderNotes({ form }: { form: SpotOrderForm }) {
  const intl = useIntl();
  if (form.busy)
    return (
      <p className="spot-form__hint" aria-live="polite">
        {form.checking ? intl.formatMessage(spotMessages.checking) : ''}
      </p>
    );
  const text = form.refusal
    ? spotProblemText(intl, form.refusal)
    : form.failure !== null
      ? spotFailureText(intl, form.failure)
      : form.unknown
        ? intl.formatMessage(spotMessages.unknown)
        : null;
  return text ? (
    <p className={`spot-form__problem${form.unknown ? ' spot-form__problem--unknown' : ''}`} role="alert">
      {text}
    </p>
  ) : (
    <p className="spot-form__hint" aria-live="polite" />
  );
}
