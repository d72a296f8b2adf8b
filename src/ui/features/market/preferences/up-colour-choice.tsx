import { useIntl } from 'react-intl';
import type { UpColour } from '../../../../domain/market/up-colour';
import { marketMessages } from '../overview/market.messages';
import { useUpColour } from './use-up-colour';
import './up-colour-choice.css';

const CHOICES: readonly UpColour[] = ['green', 'red'];

/**
 * The rising-price colour as the settings offer it: two buttons, the chosen one pressed, each
 * showing its colour. The same preference as the market toolbar's; every screen follows it.
 */
export function UpColourChoice({ id }: { id: string }) {
  const intl = useIntl();
  const { upColour, setUpColour } = useUpColour();
  return (
    <div className="up-choice" role="group" aria-labelledby={id}>
      {CHOICES.map((colour) => (
        <button
          key={colour}
          type="button"
          className={`up-choice__option up-choice__option--${colour}`}
          aria-pressed={upColour === colour}
          onClick={() => setUpColour(colour)}
          data-testid={`up-colour-${colour}`}
        >
          <span className="up-choice__swatch" aria-hidden="true" />
          {intl.formatMessage(marketMessages[colour])}
        </button>
      ))}
    </div>
  );
}
