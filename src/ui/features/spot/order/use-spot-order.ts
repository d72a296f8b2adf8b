import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import {
  selectAmount,
  selectBusy,
  selectConfirming,
  selectFailure,
  selectOrderType,
  selectPrice,
  selectRefusal,
  selectSide,
} from '../../../../application/spot/spot-order.selectors';
import type { Pair } from '../../../../domain/market/market';
import { div, isZero, mul, truncate } from '../../../../domain/precision';
import type { SpotBalance } from '../../../../domain/spot/spot';
import { amountPlaces, buyReserve, spotFee } from '../../../../domain/spot/spot-rules';
import { useServices } from '../../../shared/services-context';
import { useFailureText } from '../../../shared/failure-text';

const holding = (balances: SpotBalance[], coin: string) =>
  balances.find((entry) => entry.currency === coin)?.available ?? null;

/**
 * The spot order form of one pair: starts the order machine, keeps the spot balances
 * fresh (on start and after each order), and hands the form its state. The book's best
 * prices arrive through `bestAsk` / `bestBid`, so the book never re-renders on typing.
 */
export function useSpotOrder(pair: Pair, bestAsk: string | null, bestBid: string | null) {
  const { spot } = useServices();
  const order = useActorRef(spot.order, {
    input: { baseCoin: pair.base, quoteCoin: pair.quote, now: spot.now },
  });
  const [balances, setBalances] = useState<SpotBalance[]>([]);
  const [created, setCreated] = useState(0);
  const reloadBalances = useCallback(() => {
    spot.balances().then(setBalances, () => undefined);
  }, [spot]);
  useEffect(reloadBalances, [reloadBalances]);
  useEffect(() => {
    const done = order.on('order.created', () => {
      setCreated((count) => count + 1);
      reloadBalances();
    });
    return () => done.unsubscribe();
  }, [order, reloadBalances]);
  useEffect(
    () => order.send({ type: 'pair.change', baseCoin: pair.base, quoteCoin: pair.quote }),
    [order, pair],
  );
  const availableQuote = holding(balances, pair.quote);
  const availableBase = holding(balances, pair.base);
  useEffect(
    () => order.send({ type: 'balances.update', quote: availableQuote, base: availableBase }),
    [order, availableQuote, availableBase],
  );
  useEffect(() => order.send({ type: 'book.update', bestAsk, bestBid }), [order, bestAsk, bestBid]);
  const side = useSelector(order, selectSide);
  const type = useSelector(order, selectOrderType);
  const price = useSelector(order, selectPrice);
  const amount = useSelector(order, selectAmount);
  const valuedAt = type === 'limit' ? price : side === 'buy' ? bestAsk : bestBid;
  const numeric = /^\d+(\.\d+)?$/;
  const total = valuedAt && numeric.test(valuedAt) && numeric.test(amount) ? mul(valuedAt, amount) : null;
  /** A share of the available balance as an amount: quote / price for a buy, base for a sell. */
  const fraction = (share: string) => {
    const places = amountPlaces(pair.base, pair.quote);
    if (side === 'sell') return availableBase === null ? '' : truncate(mul(availableBase, share), places);
    if (availableQuote === null || !valuedAt || !numeric.test(valuedAt) || isZero(valuedAt)) return '';
    // Leave room for the fee: amount = share x available / (price x (1 + fee rate)).
    const perUnit = buyReserve(valuedAt, '1');
    return truncate(div(mul(availableQuote, share), perUnit), places);
  };
  return {
    order,
    side,
    type,
    price,
    amount,
    total,
    fee: total === null ? null : spotFee(total),
    available: side === 'buy' ? availableQuote : availableBase,
    refusal: useSelector(order, selectRefusal),
    failure: useFailureText()(useSelector(order, selectFailure)),
    busy: useSelector(order, selectBusy),
    confirming: useSelector(order, selectConfirming),
    created,
    fraction,
  };
}
