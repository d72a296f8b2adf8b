import { useIntl } from 'react-intl';
import { spotMessages } from '../spot.messages';
import { spotFailureText, spotProblemText } from './spot-problem-text';
import type { SpotOrderForm } from './use-spot-order';

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
