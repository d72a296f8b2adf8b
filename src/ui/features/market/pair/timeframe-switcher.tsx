import { useIntl } from 'react-intl';
import { selectTimeframe } from '../../../../application/market/pair-detail.selectors';
import { TIMEFRAMES } from '../../../../domain/market/market';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages } from './pair-detail.messages';

/** 1min, 5min, 15min, 30min, 1day (SPEC section 9); the choice is kept per pair. */
export function TimeframeSwitcher() {
  const intl = useIntl();
  const feed = PairDetailActor.useActorRef();
  const timeframe = PairDetailActor.useSelector(selectTimeframe);
  return (
    <div className="pd-timeframes" role="group" aria-label={intl.formatMessage(pairMessages.timeframes)}>
      {TIMEFRAMES.map((t) => (
        <button
          key={t}
          type="button"
          aria-pressed={t === timeframe}
          onClick={() => feed.send({ type: 'timeframe.select', timeframe: t })}
        >
          {t}
        </button>
      ))}
    </div>
  );
}
