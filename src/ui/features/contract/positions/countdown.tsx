import { useIntl } from 'react-intl';
import { secondsLeft } from '../../../../domain/contract/settlement-countdown';
import { countdownText, positionMessages } from './positions.messages';
import { useServerNow } from '../../../shared/use-server-now';

/**
 * Seconds to settlement on server time; "Settling" once due, until the list reloads. A
 * server that sends no settle time gets `--`: a guess would count down to the wrong second.
 */
export function Countdown({ settlesAt, duration }: { settlesAt: number | null; duration: number }) {
  const intl = useIntl();
  const now = useServerNow();
  if (settlesAt === null)
    return (
      <span className="ct-countdown" data-testid="countdown" role="timer">
        --
      </span>
    );
  const left = secondsLeft(settlesAt, now, duration);
  return (
    <span className="ct-countdown" data-testid="countdown" role="timer">
      {left > 0
        ? intl.formatMessage(countdownText, { seconds: left })
        : intl.formatMessage(positionMessages.settling)}
    </span>
  );
}
