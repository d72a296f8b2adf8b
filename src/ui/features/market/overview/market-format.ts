import type { Ticker } from '../../../../domain/market/market';
import { changePercentCut, directionOf, type Direction } from '../../../../domain/market/ticker-stats';
import type { UpColour } from '../../../../domain/market/up-colour';
import { formatAmount, formatPairPrice, NO_AMOUNT } from '../../../../domain/precision';

export const formatPrice = (t: Ticker) => formatPairPrice(t.base, t.quote, t.close);

/** '+1.23%', '-0.50%'; truncated to 2 places like every other figure. */
export function formatChange(t: Ticker): string {
  const change = changePercentCut(t, 2);
  if (change === null) return NO_AMOUNT;
  const text = formatAmount(change, 2);
  return `${text.startsWith('-') ? '' : '+'}${text}%`;
}

export const formatVolume = (t: Ticker) => formatAmount(t.vol, 2);

/** The CSS class of a move, after the user's red/green choice. */
export function directionClass(direction: Direction, upColour: UpColour): string {
  if (direction === 'flat') return 'mk-flat';
  const rising = direction === 'up';
  return (rising ? upColour === 'green' : upColour === 'red') ? 'mk-green' : 'mk-red';
}

/** The CSS class for a price's 24 h move, after the user's red/green choice. */
export const moveClass = (t: Ticker, upColour: UpColour): string => directionClass(directionOf(t), upColour);

export const pairLabel = (t: Ticker) => `${t.base}/${t.quote}`;
