import { useIntl } from 'react-intl';
import {
  selectDetailFailure,
  selectDetailStale,
  selectDetailStatus,
} from '../../../../application/market/pair-detail.selectors';
import { useFailureText, withReason } from '../../../shared/failure-text';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages } from './pair-detail.messages';

/** Loading, error and reconnecting notes, and a stale badge when the data is past three intervals. */
export function PairStatus() {
  const intl = useIntl();
  const status = PairDetailActor.useSelector(selectDetailStatus);
  const stale = PairDetailActor.useSelector(selectDetailStale);
  const failure = useFailureText()(PairDetailActor.useSelector(selectDetailFailure));
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
      {stale && status !== 'loading' && (
        <span className="pd-badge" title={intl.formatMessage(pairMessages.staleHint)}>
          {intl.formatMessage(pairMessages.stale)}
        </span>
      )}
    </div>
  );
}
