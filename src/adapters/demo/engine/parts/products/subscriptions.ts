import type { Page, PageQuery } from '../../../../../domain/paging';
import { add } from '../../../../../domain/precision';
import { DAY_MS } from '../../../../../domain/products/products';
import { purchaseAmount } from '../../../../../domain/products/purchase-rules';
import {
  allocationOf,
  subscribeProblem,
  SubscriptionStatus,
  type Subscription,
  type SubscriptionProject,
} from '../../../../../domain/products/subscription';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { nextId } from '../../ids';
import { addTo, balanceOf, move, negate } from '../../ledger';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';
import { productNow } from './products-clock';
import type { StoredSubscription } from './products-state';
import type { ProjectOffer } from './subscription-settings';

/** The text an unknown project is refused with. */
export const UNKNOWN_PROJECT = 'The project does not exist';

/**
 * The day the projects' windows count from: the start of the day they were first looked at
 * (so an exchange that never shows them keeps its state as it was).
 */
function epochOf(context: EngineContext, now: number): number {
  context.state.projectsEpoch ??= Math.floor(now / DAY_MS) * DAY_MS;
  return context.state.projectsEpoch;
}

/** A project on the projects' own timeline (a user who moved days forward sees it earlier). */
function projectOf(context: EngineContext, offer: ProjectOffer, epoch: number): SubscriptionProject {
  const { startDay, endDay, crowd, ...rest } = offer;
  return {
    ...rest,
    startsAt: epoch + startDay * DAY_MS,
    endsAt: epoch + endDay * DAY_MS,
    committed: add(crowd, context.state.projectCommitted[offer.id] ?? '0'),
    allocatedAt: context.state.projectAllocatedAt[offer.id] ?? null,
  };
}

/**
 * The projects as a user sees them: their times moved back by the days the user has moved
 * their product clock, so a countdown on server time counts what the engine counts.
 */
export function projectsFor(
  context: EngineContext,
  userId: string | null,
  now: number,
): SubscriptionProject[] {
  const epoch = epochOf(context, now);
  // The first look sets the epoch: what has ended by then is allocated before it is shown.
  allocateProjects(context, now);
  const shift = userId === null ? 0 : productNow(context.state, userId, 0);
  return context.settings.projects.map((offer) => {
    const project = projectOf(context, offer, epoch);
    const back = (at: number) => at - shift;
    const allocatedAt = project.allocatedAt === null ? null : back(project.allocatedAt);
    return { ...project, startsAt: back(project.startsAt), endsAt: back(project.endsAt), allocatedAt };
  });
}

export function projectFor(
  context: EngineContext,
  userId: string | null,
  id: unknown,
  now: number,
): SubscriptionProject {
  const project = projectsFor(context, userId, now).find((candidate) => candidate.id === id);
  if (!project) refuse(UNKNOWN_PROJECT);
  return project;
}

const publicOf = ({ userId: _owner, ...subscription }: StoredSubscription): Subscription => subscription;

function committedBy(context: EngineContext, user: UserRecord, projectId: string): string {
  return context.state.subscriptions
    .filter((entry) => entry.userId === user.id && entry.projectId === projectId)
    .reduce((total, entry) => add(total, entry.amount), '0');
}

/** Commits spot USDT to an open project: the domain's problem first, then the USDT leaves spot. */
export function subscribe(
  context: EngineContext,
  user: UserRecord,
  request: { projectId?: unknown; amount?: unknown },
  now: number,
): Subscription {
  const project = projectFor(context, user.id, request.projectId, now);
  const typed = typeof request.amount === 'string' ? request.amount : '';
  const problem = subscribeProblem(project, typed, {
    now,
    available: balanceOf(user, 'spot', 'USDT').available,
    committed: committedBy(context, user, project.id),
  });
  if (problem !== null) refuse(problem);
  const amount = purchaseAmount(typed) ?? '0';
  const subscription: StoredSubscription = {
    id: nextId(context.state),
    userId: user.id,
    projectId: project.id,
    coin: project.coin,
    name: project.name,
    amount,
    allocated: null,
    refunded: null,
    status: SubscriptionStatus.pending,
    createdAt: now,
  };
  move(context, user, {
    account: 'spot',
    currency: 'USDT',
    amount: negate(amount),
    tradeType: AssetRecordType.subscriptionPaid,
    remark: `Subscribed ${project.name} #${subscription.id}`,
    at: now,
  });
  addTo(context.state.subscriptionHouse, 'USDT', amount);
  addTo(context.state.projectCommitted, project.id, amount);
  context.state.subscriptions.push(subscription);
  return publicOf(subscription);
}

/** Pays one commitment its allocation: the coins, then what they did not cost. */
function allocate(
  context: EngineContext,
  project: SubscriptionProject,
  entry: StoredSubscription,
  now: number,
) {
  const user = context.state.users.find((candidate) => candidate.id === entry.userId);
  if (!user) return;
  const share = allocationOf(project, entry.amount);
  const paid = (currency: string, amount: string, tradeType: AssetRecordType, remark: string) => {
    move(context, user, { account: 'spot', currency, amount, tradeType, remark, at: now });
    addTo(context.state.subscriptionHouse, currency, negate(amount));
  };
  paid(
    project.coin,
    share.coins,
    AssetRecordType.subscriptionAllocated,
    `Allocated ${project.name} #${entry.id}`,
  );
  if (share.refund !== '0')
    paid('USDT', share.refund, AssetRecordType.subscriptionRefund, `Refund ${project.name} #${entry.id}`);
  entry.allocated = share.coins;
  entry.refunded = share.refund;
  entry.status = SubscriptionStatus.allocated;
}

/**
 * The allocation, on the clock: a project ends at its end date on the engine's clock, or as
 * soon as one of its subscribers' product clocks passes it (demo "advance a day"). Then every
 * commitment is allocated at once, against everything committed, so the supply is never
 * exceeded; the project takes no more.
 */
export function allocateProjects(context: EngineContext, now: number): void {
  // Until someone looks at the projects, their windows have no epoch and nothing is due.
  const epoch = context.state.projectsEpoch;
  if (epoch === null) return;
  for (const offer of context.settings.projects) {
    if (context.state.projectAllocatedAt[offer.id] !== undefined) continue;
    const project = projectOf(context, offer, epoch);
    const mine = context.state.subscriptions.filter((entry) => entry.projectId === offer.id);
    const ended =
      now >= project.endsAt ||
      mine.some((entry) => productNow(context.state, entry.userId, now) >= project.endsAt);
    if (!ended) continue;
    for (const entry of mine)
      if (entry.status === SubscriptionStatus.pending) allocate(context, project, entry, now);
    context.state.projectAllocatedAt[offer.id] = project.endsAt;
  }
}

/** The user's commitments, newest first. */
export function subscriptionsPage(
  context: EngineContext,
  user: UserRecord,
  query: Partial<PageQuery>,
): Page<Subscription> {
  const list = context.state.subscriptions
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicOf);
  return pageOf(list, query.pageNo, query.pageSize);
}
