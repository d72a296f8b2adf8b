import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { selectAccount, selectAccountConfig } from '../../../application/contract/account.selectors';
import { selectBaseCoin } from '../../../application/contract/order.selectors';
import { DEFAULT_BASE_COIN, DEFAULT_QUOTE_COIN } from '../../../domain/precision';
import { useServices } from '../../shared/services-context';
import { contractMessages } from './contract.messages';
import type { ContractScreen, Notify } from './contract-screen-context';
import { useContractFeed } from './use-contract-feed';

export interface ContractScreenOptions {
  /** Desktop: the amount resets to the duration's minimum when config loads (SPEC section 4). */
  resetAmountOnConfig: boolean;
  /** Desktop's default open amount is 1; mobile starts empty. */
  openAmount?: string;
  /** The pair's base coin to start with (a market link's symbol); BTC by default. */
  baseCoin?: string;
  notify: Notify;
}

/**
 * Creates the account and order actors of a contract screen and connects them: loaded
 * config goes to the order, the feed's stale flag too, and each order's end is toasted.
 */
export function useContractScreen(options: ContractScreenOptions) {
  const { contract } = useServices();
  const intl = useIntl();
  const account = useActorRef(contract.account, { input: {} });
  const order = useActorRef(contract.order, {
    input: {
      baseCoin: options.baseCoin ?? DEFAULT_BASE_COIN,
      quoteCoin: DEFAULT_QUOTE_COIN,
      openAmount: options.openAmount,
      resetAmountOnConfig: options.resetAmountOnConfig,
    },
  });
  const accountId = useSelector(account, selectAccount);
  const config = useSelector(account, selectAccountConfig);
  useEffect(() => {
    if (config) order.send({ type: 'config.loaded', account: accountId, ...config });
  }, [config, accountId, order]);

  const baseCoin = useSelector(order, selectBaseCoin);
  const feed = useContractFeed(baseCoin);
  useEffect(() => order.send({ type: 'feed.update', stale: feed.stale }), [feed.stale, order]);

  const { notify } = options;
  useEffect(() => {
    let previous = order.getSnapshot();
    const subscription = order.subscribe((snapshot) => {
      if (snapshot.matches('succeeded') && !previous.matches('succeeded'))
        notify.success(intl.formatMessage(contractMessages.createSuccess));
      if (snapshot.matches('failed') && !previous.matches('failed'))
        notify.error(snapshot.context.failure ?? 'error');
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [order, notify, intl]);

  const screen: ContractScreen = useMemo(
    () => ({ account, order, feed, notify }),
    [account, order, feed, notify],
  );
  return { screen, accountId };
}
