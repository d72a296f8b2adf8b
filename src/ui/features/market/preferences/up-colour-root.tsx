import { useEffect } from 'react';
import { useUpColour } from './use-up-colour';

/**
 * Puts the rising-price colour on the page's root (`data-up-colour`), where the theme reads
 * it: Buy and Up, Sell and Down, the book and every price move take the one choice, made in
 * the market toolbar or the settings, or the language's default until the user makes one.
 */
export function UpColourRoot() {
  const { upColour } = useUpColour();
  useEffect(() => {
    document.documentElement.dataset.upColour = upColour;
  }, [upColour]);
  return null;
}
