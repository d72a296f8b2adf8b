import { add, cutMoney, div, DIV_PLACES, gt, lt, lte, mul, sub } from '../precision';
import { purchaseAmount } from './purchase-rules';

/**
 * New-coin subscription (SPEC section 1 and the desktop /subscribe routes; statuses 'Open' and
 * 'Closed'). Users commit USDT while a project is open; at its end the engine allocates the new
 * coin at the project's price, pro rata when more was committed than the supply is worth, and
 * refunds the rest. Everything beyond the routes and the two words is our decision.
 */
export interface SubscriptionProject {
  id: string;
  /** The new coin's symbol. */
  coin: string;
  name: string;
  /** USDT per coin. */
  price: string;
  totalSupply: string;
  /** Per-user commitment, in USDT. */
  minPerUser: string;
  maxPerUser: string;
  startsAt: number;
  endsAt: number;
  rules: string;
  /** Total USDT committed by every user. */
  committed: string;
  /** When the engine allocated it; null until then. */
  allocatedAt: number | null;
}

export const ProjectStatus = { open: 'Open', closed: 'Closed' } as const;
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];

/** Where a project stands: 'upcoming' is shown as Closed with its opening countdown. */
export type ProjectPhase = 'upcoming' | 'open' | 'ended';

/** A project's times; an allocated one has ended whatever the clock says. */
type ProjectWindow = Pick<SubscriptionProject, 'startsAt' | 'endsAt'> & { allocatedAt?: number | null };

export function projectPhase(project: ProjectWindow, now: number): ProjectPhase {
  if (project.allocatedAt !== undefined && project.allocatedAt !== null) return 'ended';
  if (now < project.startsAt) return 'upcoming';
  return now < project.endsAt ? 'open' : 'ended';
}

export function projectStatus(project: ProjectWindow, now: number): ProjectStatus {
  return projectPhase(project, now) === 'open' ? ProjectStatus.open : ProjectStatus.closed;
}

export const SubscriptionStatus = { pending: 'Pending', allocated: 'Allocated' } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** One user's commitment to a project. */
export interface Subscription {
  id: string;
  projectId: string;
  coin: string;
  /** The project's name, as its records show it. */
  name: string;
  /** USDT committed. */
  amount: string;
  /** Coins received at the allocation; null before it. */
  allocated: string | null;
  /** USDT returned at the allocation; null before it. */
  refunded: string | null;
  status: SubscriptionStatus;
  createdAt: number;
}

export interface Allocation {
  coins: string;
  /** What the coins cost at the project's price. */
  cost: string;
  refund: string;
}

/**
 * One commitment's allocation. Undersubscribed: every committed USDT buys coins at the price.
 * Oversubscribed: each gets its share of the supply (amount / committed * supply). Coins are cut
 * to 8 places, never rounded up, so the coins handed out never exceed the supply; what the coins
 * do not cost comes back, so no USDT is created or lost.
 */
export function allocationOf(project: SubscriptionProject, amount: string): Allocation {
  const supplyValue = mul(project.totalSupply, project.price);
  const coins = lte(project.committed, supplyValue)
    ? cutMoney(div(amount, project.price, DIV_PLACES))
    : cutMoney(div(mul(amount, project.totalSupply), project.committed, DIV_PLACES));
  // The refund is cut to 8 places like every amount; the fraction below that is part of the cost.
  const owed = sub(amount, mul(coins, project.price));
  const refund = gt(owed, '0') ? cutMoney(owed) : '0';
  return { coins, cost: sub(amount, refund), refund };
}

export const SubscribeProblem = {
  notOpen: 'The subscription is not open',
  enterAmount: 'Enter the subscription amount',
  belowMinimum: 'The amount is below the minimum',
  aboveMaximum: 'The amount is above the maximum',
  insufficient: 'Insufficient available balance',
} as const;
export type SubscribeProblem = (typeof SubscribeProblem)[keyof typeof SubscribeProblem];

export interface SubscribeContext {
  now: number;
  /** USDT in spot; null while unknown (the server checks it). */
  available: string | null;
  /** What this user has committed to the project already. */
  committed: string;
}

/** The first problem of a commitment, or null when it may be sent. Never throws. */
export function subscribeProblem(
  project: SubscriptionProject,
  typed: string,
  context: SubscribeContext,
): SubscribeProblem | null {
  if (projectPhase(project, context.now) !== 'open') return SubscribeProblem.notOpen;
  const amount = purchaseAmount(typed);
  if (amount === null) return SubscribeProblem.enterAmount;
  if (lt(amount, project.minPerUser)) return SubscribeProblem.belowMinimum;
  if (gt(add(context.committed, amount), project.maxPerUser)) return SubscribeProblem.aboveMaximum;
  if (context.available !== null && gt(amount, context.available)) return SubscribeProblem.insufficient;
  return null;
}
