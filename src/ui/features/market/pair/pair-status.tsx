import { useIntl } from 'react-intl';
import {
  selectDetailFailure,
  selectDetailStale,
  selectDetailStatus,
  selectNoticedPartFailures,
  selectPairTicker,
} from '../../../../application/market/pair-detail.selectors';
import type { Failure } from '../../../../application/shared/failure-message';
import { useFailureText, withReason } from '../../../shared/failure-text';
import { PairDetailActor } from './pair-detail-provider';
import { notUpdatingMessages, pairMessages } from './pair-detail.messages';

/** The same parts failing for the same reasons: no new render on every poll. */
const samePartFailures = (a: [string, Failure][], b: [string, Failure][]) =>
  a.length === b.length &&
  a.every(([part, failure], i) => b[i]?.[0] === part && sameFailure(failure, b[i][1]));

const sameFailure = (a: Failure, b: Failure) => JSON.stringify(a) === JSON.stringify(b);

/** Loading, error and reconnecting notes, and a stale badge when the data is past three intervals. */
export function PairStatus() {
  const intl = useIntl();
  const status = PairDetailActor.useSelector(selectDetailStatus);
  const stale = PairDetailActor.useSelector(selectDetailStale);
  const failureText = useFailureText();
  const failure = failureText(PairDetailActor.useSelector(selectDetailFailure));
  const parts = PairDetailActor.useSelector(selectNoticedPartFailures, samePartFailures);
  const hasTicker = PairDetailActor.useSelector(selectPairTicker) !== null;
  const note =
    status === 'loading'
      ? pairMessages.loading
      : status === 'error'
        ? pairMessages.error
        : status === 'reconnecting'
          ? pairMessages.reconnecting
          : null;
  return (
    <div className="pd-status" role="status">
      {note && (
        <span className="pd-status__note">
          {note === pairMessages.loading
            ? intl.formatMessage(note)
            : withReason(intl.formatMessage(note), failure)}
        </span>
      )}
      {status === 'live' &&
        parts.map(([part, partFailure]) => (
          <span key={part} className="pd-status__note">
            {withReason(
              intl.formatMessage(
                part === 'ticker' && !hasTicker ? pairMessages.tickerError : notUpdatingMessages[part],
              ),
              failureText(partFailure),
            )}
          </span>
        ))}
      {stale && status !== 'loading' && (
        <span className="pd-badge" title={intl.formatMessage(pairMessages.staleHint)}>
          {intl.formatMessage(pairMessages.stale)}
        </span>
      )}
    </div>
  );
}
