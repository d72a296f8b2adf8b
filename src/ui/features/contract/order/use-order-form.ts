import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectNothingAvailable,
  selectPairPrices,
} from '../../../../application/contract/contract-screen.selectors';
import {
  selectAvailable,
  selectBaseCoin,
  selectDuration,
  selectDurations,
  selectFeeRate,
  selectOpenAmount,
  selectPreview,
  selectPriceHold,
  selectQuoteCoin,
  selectRefusal,
  selectSubmitting,
  selectTradeType,
} from '../../../../application/contract/order.selectors';
import { TradeType } from '../../../../domain/contract/contract';
import { breakEvenRate } from '../../../../domain/contract/payout-preview';
import { pairPrice } from '../../../../domain/contract/pair-prices';
import { percentOf } from '../../../../domain/contract/percent';
import { quickAmount } from '../../../../domain/contract/quick-amount';
import { finePlaces, formatCoinAmount, formatPairPrice } from '../../../../domain/precision';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { refusalText } from './refusal-text';
import { PAY_COINS, type PayCoin } from '../../../../domain/wallet/coins';

/** Fee and payout in one precision of the pay coin, the fee whole (a fee under a cent never reads 0.00). */
function previewFigures(preview: { fee: string; payoutOnWin: string }, coin: string) {
  const places = { places: finePlaces(coin, [preview.fee], [preview.payoutOnWin]) };
  return {
    fee: formatCoinAmount(preview.fee, coin, places),
    payoutOnWin: formatCoinAmount(preview.payoutOnWin, coin, places),
  };
}

/** Everything the order form shows, formatted, and the events it may send. */
export function useOrderForm() {
  const intl = useIntl();
  const { order, screen } = useContractScreenContext();
  const prices = useSelector(screen, selectPairPrices);
  const durations = useSelector(order, selectDurations);
  const duration = useSelector(order, selectDuration);
  const openAmount = useSelector(order, selectOpenAmount);
  const preview = useSelector(order, selectPreview);
  const refusal = useSelector(order, selectRefusal);
  const submitting = useSelector(order, selectSubmitting);
  const available = useSelector(order, selectAvailable);
  const baseCoin = useSelector(order, selectBaseCoin);
  const quoteCoin = useSelector(order, selectQuoteCoin);
  const feeRate = useSelector(order, selectFeeRate);
  const tradeType = useSelector(order, selectTradeType);
  // The order machine holds Up / Down without a fresh price of this very pair (its pay coin's
  // feed); the buttons say why before anyone presses them, a refusal after a press first.
  const hold = useSelector(order, selectPriceHold);
  const price = pairPrice(prices, baseCoin, quoteCoin);
  const nothingAvailable = useSelector(screen, selectNothingAvailable);

  return {
    durations: durations.map((d) => ({ second: d.second, rate: `${percentOf(d.incomeRate)}%` })),
    second: duration?.second ?? null,
    minimum: duration?.openAmountMin ?? null,
    openAmount,
    baseCoin,
    payCoin: quoteCoin,
    payCoins: PAY_COINS,
    price: price === null ? null : formatPairPrice(baseCoin, quoteCoin, price),
    available: available === null ? null : formatCoinAmount(available, quoteCoin),
    /** The account shown has nothing to trade with in any coin. */
    nothingAvailable,
    preview: preview && previewFigures(preview, quoteCoin),
    // The break-even rate depends on the duration alone, so it shows before any amount.
    breakEven: duration ? `${percentOf(breakEvenRate(duration.incomeRate), 1, 'up')}%` : null,
    problem: refusal ? refusalText(intl, refusal) : hold && refusalText(intl, hold),
    submitting,
    disabled: hold !== null,
    chooseDuration: (second: number) => order.send({ type: 'edit', patch: { second } }),
    changeAmount: (openAmount: string) => order.send({ type: 'edit', patch: { openAmount } }),
    useFraction: (fraction: string) => {
      const openAmount = available === null ? null : quickAmount(available, fraction, feeRate);
      if (openAmount !== null) order.send({ type: 'edit', patch: { openAmount } });
    },
    // Through the screen, so the pay coin's balance follows the coin.
    choosePair: (base: string) => screen.send({ type: 'pair.change', baseCoin: base, quoteCoin }),
    choosePayCoin: (coin: PayCoin) => screen.send({ type: 'pair.change', baseCoin, quoteCoin: coin }),
    up: () => order.send({ type: 'submit', patch: { tradeType: TradeType.up } }),
    down: () => order.send({ type: 'submit', patch: { tradeType: TradeType.down } }),
    tradeType,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
