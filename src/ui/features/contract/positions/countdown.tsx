import { useIntl } from 'react-intl';
import { secondsLeft } from '../../../../domain/contract/settlement-countdown';
import { countdownText, positionMessages } from './positions.messages';
import { useServerNow } from './use-server-now';

/** Seconds to settlement on server time; "Settling" once due, until the list reloads. */
export function Countdown({ settlesAt, duration }: { settlesAt: number; duration: number }) {
  const intl = useIntl();
  const left = secondsLeft(settlesAt, useServerNow(), duration);
  return (
    <span className="ct-countdown" data-testid="countdown" role="timer">
      {left > 0
        ? intl.formatMessage(countdownText, { seconds: left })
        : intl.formatMessage(positionMessages.settling)}
    </span>
  );
}
