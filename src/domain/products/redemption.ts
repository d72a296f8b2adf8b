import { add, cutMoney, gt, mul, sub } from '../precision';
import { DAY_MS, HoldingStatus, Payout, ProductKind, type EarlyRedemption, type Holding } from './products';
import { earnings } from './yield-figures';

/** Whole days a holding has earned by `now`: up to its maturity, never past it. */
export function daysEarned(holding: Pick<Holding, 'startedAt' | 'maturesAt'>, now: number): number {
  const until = holding.maturesAt === null ? now : Math.min(now, holding.maturesAt);
  return Math.max(0, Math.floor((until - holding.startedAt) / DAY_MS));
}

/** Interest a daily product owes the holding by `now` beyond what it has paid. */
export function interestDue(holding: Holding, now: number): string {
  if (holding.payout !== Payout.daily || holding.endedAt !== null) return '0';
  const owed = earnings(holding, holding.amount, daysEarned(holding, now));
  return gt(owed, holding.interestPaid) ? sub(owed, holding.interestPaid) : '0';
}

/** What a fund holding is worth now: principal plus its compounded growth. */
export function holdingValue(holding: Holding, now: number): string {
  if (holding.payout === Payout.daily) return holding.amount;
  return add(holding.amount, earnings(holding, holding.amount, daysEarned(holding, now)));
}

export const isMatured = (holding: Pick<Holding, 'maturesAt'>, now: number) =>
  holding.maturesAt !== null && now >= holding.maturesAt;

/** The status a holding shows at `now` (SPEC section 4's words), before the engine records it. */
export function statusAt(holding: Holding, now: number): HoldingStatus {
  if (holding.endedAt !== null)
    return holding.kind === ProductKind.finance ? HoldingStatus.completed : HoldingStatus.redeemed;
  if (holding.kind === ProductKind.fund) return HoldingStatus.held;
  if (!isMatured(holding, now))
    return holding.kind === ProductKind.finance ? HoldingStatus.hosting : HoldingStatus.proceeding;
  // Finance pays the principal back by itself at maturity; a pool's waits for the user.
  return holding.kind === ProductKind.finance ? HoldingStatus.completed : HoldingStatus.toBeRedeemed;
}

/** Why a holding cannot be redeemed now: it has ended, or it is locked without an early exit. */
export const RedeemProblem = { notNow: 'This holding cannot be redeemed now' } as const;
export type RedeemProblem = (typeof RedeemProblem)[keyof typeof RedeemProblem];

export interface RedemptionTerms {
  early: boolean;
  /** What is paid back before the fee: the principal, or a fund's value. */
  gross: string;
  /** The early-exit fee on the principal. */
  fee: string;
  /** Interest already paid that an early exit takes back. */
  interestTakenBack: string;
  /** What reaches the spot account. */
  receive: string;
}

/** What redeeming now pays, stated before the user confirms; null when it cannot be redeemed now. */
export function redemptionTerms(
  holding: Holding,
  early: EarlyRedemption,
  now: number,
): RedemptionTerms | null {
  if (holding.endedAt !== null) return null;
  const matured = holding.maturesAt === null || isMatured(holding, now);
  if (!matured && !early.allowed) return null;
  const gross = holdingValue(holding, now);
  const fee = matured ? '0' : cutMoney(mul(holding.amount, early.feeRate));
  const interestTakenBack = !matured && early.forfeitsInterest ? holding.interestPaid : '0';
  const net = sub(sub(gross, fee), interestTakenBack);
  return { early: !matured, gross, fee, interestTakenBack, receive: gt(net, '0') ? net : '0' };
}
