import { useIntl } from 'react-intl';
import { selectDetailStale, selectDetailStatus } from '../../../../application/market/pair-detail.selectors';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages } from './pair-detail.messages';

/** Loading, error and reconnecting notes, and a stale badge when the data is past three intervals. */
export function PairStatus() {
  const intl = useIntl();
  const status = PairDetailActor.useSelector(selectDetailStatus);
  const stale = PairDetailActor.useSelector(selectDetailStale);
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
      {note && <span className="pd-status__note">{intl.formatMessage(note)}</span>}
      {stale && status !== 'loading' && (
        <span className="pd-badge" title={intl.formatMessage(pairMessages.staleHint)}>
          {intl.formatMessage(pairMessages.stale)}
        </span>
      )}
    </div>
  );
}
