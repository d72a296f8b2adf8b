import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { selectUpColourIn } from '../../../../application/preferences/market-preferences.selectors';
import type { UpColour } from '../../../../domain/market/up-colour';
import { useServices } from '../../../shared/services-context';

export const GREEN = '#2ebd85';
export const RED = '#f6465d';

export interface UpColourChoice {
  upColour: UpColour;
  /** Hex colours of a rise and a fall, after the choice. */
  up: string;
  down: string;
  /** Kept for the whole app: every screen shows the new colour at once. */
  setUpColour: (colour: UpColour) => void;
}

/** The user's rising-price colour (the locale decides until they choose), and both hex colours. */
export function useUpColour(): UpColourChoice {
  const { locale } = useIntl();
  const preferences = useServices().market.preferences;
  const selectUpColour = useMemo(() => selectUpColourIn(locale), [locale]);
  const upColour = useSelector(preferences, selectUpColour);
  const setUpColour = (colour: UpColour) => preferences.send({ type: 'upColour.choose', colour });
  return upColour === 'green'
    ? { upColour, up: GREEN, down: RED, setUpColour }
    : { upColour, up: RED, down: GREEN, setUpColour };
}
