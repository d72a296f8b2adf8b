import type { Page, PageQuery } from '../../../../../domain/paging';
import { add } from '../../../../../domain/precision';
import {
  DAY_MS,
  HoldingStatus,
  ProductKind,
  type Holding,
  type YieldProduct,
} from '../../../../../domain/products/products';
import {
  purchaseAmount,
  purchaseBlock,
  purchaseProblem,
} from '../../../../../domain/products/purchase-rules';
import { RedeemProblem, redemptionTerms } from '../../../../../domain/products/redemption';
import type { PurchaseRequest } from '../../../../../domain/products/products.port';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { nextId } from '../../ids';
import { addTo, balanceOf, move, negate } from '../../ledger';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';
import { payOut, release } from './accrual';
import { productNow } from './products-clock';
import type { StoredHolding } from './products-state';

/** The text an unknown product or holding is refused with. */
export const UNKNOWN_PRODUCT = 'The product does not exist';

const VERIFIED = 2;

export function offers(context: EngineContext, kind?: ProductKind): YieldProduct[] {
  return context.settings.products
    .filter((offer) => kind === undefined || offer.kind === kind)
    .map((offer) => ({ ...offer, sold: context.state.productSold[offer.id] ?? '0' }));
}

/**
 * A holding as its owner sees it: its times moved back from the product clock to the server's
 * by the days the owner has advanced, so a screen that counts days on server time (the
 * redemption terms, a fund's value) counts what the engine counts.
 */
function publicOf(context: EngineContext, { userId, ...holding }: StoredHolding): Holding {
  const shift = productNow(context.state, userId, 0);
  const back = (at: number | null) => (at === null ? null : at - shift);
  return {
    ...holding,
    startedAt: holding.startedAt - shift,
    maturesAt: back(holding.maturesAt),
    endedAt: back(holding.endedAt),
  };
}

function heldOf(context: EngineContext, user: UserRecord, productId: string): string {
  return context.state.productHoldings
    .filter((entry) => entry.userId === user.id && entry.productId === productId && entry.endedAt === null)
    .reduce((total, entry) => add(total, entry.amount), '0');
}

/** Buys a product with spot funds: the domain's blocks and problems, then the principal leaves spot. */
export function purchase(
  context: EngineContext,
  user: UserRecord,
  request: Partial<PurchaseRequest>,
  now: number,
): Holding {
  const product = offers(context).find((offer) => offer.id === request.productId);
  if (!product) refuse(UNKNOWN_PRODUCT);
  const at = productNow(context.state, user.id, now);
  const purchaseContext = {
    now: at,
    canPurchase: user.canPurchase === '1',
    verified: user.authen === VERIFIED,
    available: balanceOf(user, 'spot', product.coin).available,
    held: heldOf(context, user, product.id),
  };
  const draft = { amount: typeof request.amount === 'string' ? request.amount : '', agreed: true };
  const problem = purchaseBlock(product, purchaseContext) ?? purchaseProblem(product, draft, purchaseContext);
  if (problem !== null) refuse(problem);
  const amount = purchaseAmount(draft.amount) ?? '0';
  const holding: StoredHolding = {
    id: nextId(context.state),
    userId: user.id,
    productId: product.id,
    kind: product.kind,
    name: product.name,
    coin: product.coin,
    amount,
    dailyRate: product.dailyRate,
    payout: product.payout,
    termDays: product.termDays,
    interestPaid: '0',
    status: product.kind === ProductKind.fund ? HoldingStatus.held : HoldingStatus.hosting,
    startedAt: at,
    maturesAt: product.termDays > 0 ? at + product.termDays * DAY_MS : null,
    endedAt: null,
  };
  if (product.kind === ProductKind.pool) holding.status = HoldingStatus.proceeding;
  move(context, user, {
    account: 'spot',
    currency: product.coin,
    amount: negate(amount),
    tradeType: AssetRecordType.productPurchase,
    remark: `Purchase ${product.name} #${holding.id}`,
    at: now,
  });
  addTo(context.state.productHouse, product.coin, amount);
  context.state.productSold[product.id] = add(product.sold, amount);
  context.state.productHoldings.push(holding);
  return publicOf(context, holding);
}

/** Redeems a holding on the terms the domain states (early fee, interest taken back). */
export function redeem(context: EngineContext, user: UserRecord, holdingId: unknown, now: number): Holding {
  const holding = context.state.productHoldings.find(
    (entry) => entry.id === holdingId && entry.userId === user.id,
  );
  if (!holding) refuse(UNKNOWN_PRODUCT);
  const product = context.settings.products.find((offer) => offer.id === holding.productId);
  const at = productNow(context.state, user.id, now);
  const terms = product ? redemptionTerms(holding, product.early, at) : null;
  if (terms === null) refuse(RedeemProblem.notNow);
  payOut(context, holding, {
    amount: terms.receive,
    type: AssetRecordType.productRedeem,
    remark: `Redeemed ${holding.name} #${holding.id}${terms.early ? ` (early, fee ${terms.fee})` : ''}`,
    at: now,
  });
  release(context, holding);
  holding.endedAt = at;
  holding.status = holding.kind === ProductKind.finance ? HoldingStatus.completed : HoldingStatus.redeemed;
  return publicOf(context, holding);
}

/** The user's holdings of one kind, newest first. */
export function holdingsPage(
  context: EngineContext,
  user: UserRecord,
  kind: unknown,
  query: Partial<PageQuery>,
): Page<Holding> {
  const list = context.state.productHoldings
    .filter((entry) => entry.userId === user.id && entry.kind === kind)
    .sort((a, b) => b.startedAt - a.startedAt || Number(b.id) - Number(a.id))
    .map((entry) => publicOf(context, entry));
  return pageOf(list, query.pageNo, query.pageSize);
}
