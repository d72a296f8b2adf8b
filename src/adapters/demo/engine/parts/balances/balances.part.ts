import type { AssetRecord, AssetRecordQuery } from '../../../../../domain/contract/contract';
import type { BalanceRow } from '../../../../../domain/wallet/balances';
import type { TransferRequest } from '../../../../../domain/wallet/transfer';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart, PartHost } from '../../engine-part';
import type { AccountName, UserRecord } from '../../user-records';
import { contractBookPart } from '../contract/contract-book.part';
import { winRate } from '../contract/win-rate';
import { depositBookPart } from '../deposit/deposit-book.part';
import { productsBookPart } from '../products/products-book.part';
import { spotBookPart } from '../spot/spot-book.part';
import { withdrawBookPart } from '../withdraw/withdraw-book.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { assetRecords, assetRows, ensureDemo, transfer } from './accounts';

export interface AssetsResult {
  list: BalanceRow[];
  /** For the response msg: the win rate of the book, e.g. '56.25%', or ''. */
  rate: string;
}

export interface BalancesMethods {
  transfer(token: string, request: TransferRequest, requestId?: string): void;
  assets(token: string, account: AccountName): AssetsResult;
  assetRecords(token: string, account: AccountName, query: AssetRecordQuery): Page<AssetRecord>;
}

/** A signed-in call on one account: the demo account is funded the first time anything looks at it. */
export function opened(host: PartHost) {
  return <T>(token: string, account: AccountName, action: (user: UserRecord, now: number) => T): T =>
    host.signedIn(token, (user, now) => {
      if (account === 'demo') ensureDemo(host.context, user, now);
      return action(user, now);
    });
}

/**
 * The accounts' balances and their records, and transfers between them. Every part whose
 * work on the clock moves a balance is registered first: a balance read here (or by any
 * part that needs this one) is never one a due settlement, fill, deposit or review has not
 * reached yet. A new part that moves balances on the clock joins `needs`.
 */
export const balancesPart: EnginePart<BalancesMethods> = {
  name: 'balances',
  needs: [contractBookPart, spotBookPart, depositBookPart, withdrawBookPart, productsBookPart, oncePart],
  methods: (host) => {
    const { context, signedIn } = host;
    const inAccount = opened(host);
    return {
      transfer: (token, request, requestId) =>
        signedIn(token, (user, now) =>
          appliedOnce(context, { user, call: 'transfer', requestId, now }, () =>
            transfer(context, user, request, now),
          ),
        ),
      assets: (token, account) =>
        inAccount(token, account, (user) => ({
          list: assetRows(user, account),
          rate: account === 'spot' ? '' : winRate(context.state, user, account),
        })),
      assetRecords: (token, account, query) =>
        inAccount(token, account, (user) => assetRecords(context, user, account, query)),
    };
  },
};
