import { useIntl } from 'react-intl';
import { defaultUpColour, type UpColour } from '../../../../domain/market/up-colour';
import { useServices } from '../../../shared/services-context';

export const GREEN = '#2ebd85';
export const RED = '#f6465d';

/** The user's rising-price colour (the locale decides until they choose), and both hex colours. */
export function useUpColour(): { upColour: UpColour; up: string; down: string } {
  const intl = useIntl();
  const { preferences } = useServices().market;
  const upColour = preferences.upColour() ?? defaultUpColour(intl.locale);
  return upColour === 'green' ? { upColour, up: GREEN, down: RED } : { upColour, up: RED, down: GREEN };
}
