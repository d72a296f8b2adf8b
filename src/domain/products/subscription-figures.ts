import { add, cutMoney, div, DIV_PLACES, gt, mul } from '../precision';
import { purchaseAmount } from './purchase-rules';
import { allocationOf, projectPhase, type SubscriptionProject } from './subscription';

/** What a commitment means, stated before the user confirms it. */
export interface SubscribeFigures {
  /** USDT leaving spot now. */
  pay: string;
  /** The most coins it can bring: the whole amount at the price (an undersubscribed project). */
  mostCoins: string;
  /** Whether the project, with this amount, is already oversubscribed. */
  oversubscribed: boolean;
  /** At what is committed now (this amount included): the coins and the USDT refunded. */
  estimateCoins: string;
  estimateRefund: string;
  /** When the allocation is made: the project's end, on server time. */
  allocatesAt: number;
}

/** The honest numbers of a typed amount; null while it is not an amount. Never throws. */
export function subscribeFigures(project: SubscriptionProject, typed: string): SubscribeFigures | null {
  const amount = purchaseAmount(typed);
  if (amount === null) return null;
  const committed = add(project.committed, amount);
  const estimate = allocationOf({ ...project, committed }, amount);
  return {
    pay: amount,
    mostCoins: cutMoney(div(amount, project.price, DIV_PLACES)),
    oversubscribed: gt(committed, mul(project.totalSupply, project.price)),
    estimateCoins: estimate.coins,
    estimateRefund: estimate.refund,
    allocatesAt: project.endsAt,
  };
}

/** What a project's countdown counts to on server time: its opening, then its end; null once ended. */
export function projectCountdown(project: SubscriptionProject, now: number): number | null {
  const phase = projectPhase(project, now);
  if (phase === 'ended') return null;
  return Math.max(0, (phase === 'upcoming' ? project.startsAt : project.endsAt) - now);
}

/**
 * A remaining time as whole days and a clock of the rest ({ days: 2, clock: '04:05:06' }), whole
 * seconds, never negative. The days are a number: each language words its own unit.
 */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return { days, clock };
}
