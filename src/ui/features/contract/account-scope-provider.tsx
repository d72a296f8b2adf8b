import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { selectQuoteCoin } from '../../../application/contract/order.selectors';
import { selectItems } from '../../../application/paging/paged-list.selectors';
import { EntryStatus, type ContractAccount } from '../../../domain/contract/contract';
import { useServices } from '../../shared/services-context';
import { AccountScopeContext, useContractScreenContext, type AccountScope } from './contract-screen-context';
import { useContractAssets } from './use-contract-assets';

/** Settlement happens on the server at settlesAt; ask shortly after, not before. */
const SETTLE_GRACE_MS = 1500;

interface AccountScopeProviderProps {
  accountId: ContractAccount;
  children: ReactNode;
}

/**
 * The holding orders and balances of the account shown. Keyed by account by its parent,
 * so a switch starts it afresh. Sends the pay coin's balance to the order machine,
 * reloads after an order, and again once the nearest holding order is due to settle.
 */
export function AccountScopeProvider({ accountId, children }: AccountScopeProviderProps) {
  const { contract } = useServices();
  const { order } = useContractScreenContext();
  const holdingLogic = useMemo(() => contract.orders(accountId, EntryStatus.holding), [contract, accountId]);
  const holding = useActorRef(holdingLogic);
  const assets = useContractAssets(accountId);
  const [version, setVersion] = useState(0);
  const { reload: reloadAssets } = assets;

  const changed = useCallback(() => {
    holding.send({ type: 'reload' });
    reloadAssets();
    setVersion((v) => v + 1);
  }, [holding, reloadAssets]);

  useEffect(() => {
    let previous = order.getSnapshot();
    const subscription = order.subscribe((snapshot) => {
      if (snapshot.matches('succeeded') && !previous.matches('succeeded')) changed();
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [order, changed]);

  const quoteCoin = useSelector(order, selectQuoteCoin);
  const list = assets.assets?.list;
  useEffect(() => {
    const row = list?.find((asset) => asset.currencyName === quoteCoin);
    order.send({ type: 'balance.update', available: list ? (row?.availableCurrency ?? '0') : null });
  }, [list, quoteCoin, order]);

  const items = useSelector(holding, selectItems);
  // The app keeps following these after the screen is left, to toast how they end.
  useEffect(() => contract.settlements.follow(accountId, items), [contract, accountId, items]);
  useEffect(() => {
    if (items.length === 0) return undefined;
    const due = Math.min(...items.map((item) => item.settlesAt));
    const wait = Math.max(0, due - contract.now()) + SETTLE_GRACE_MS;
    const id = window.setTimeout(changed, wait);
    return () => window.clearTimeout(id);
  }, [items, contract, changed]);

  const value: AccountScope = useMemo(
    () => ({ accountId, holding, assets, version, changed }),
    [accountId, holding, assets, version, changed],
  );
  return <AccountScopeContext.Provider value={value}>{children}</AccountScopeContext.Provider>;
}
