import { useActorRef, useSelector } from '@xstate/react';
import {
  selectAmount,
  selectAvailableBalances,
  selectCanConfirm,
  selectCanReview,
  selectCoins,
  selectConfirming,
  selectDone,
  selectConvertFailure,
  selectConvertRefusal,
  selectConvertResult,
  selectExecuting,
  selectFromCoin,
  selectOutcomeUnknown,
  selectQuote,
  selectQuoteFailed,
  selectQuoteNotice,
  selectQuoting,
  selectToCoin,
} from '../../../application/convert/convert-quote.selectors';
import {
  selectConfigActor,
  selectQuoteActor,
  selectRecordsActor,
} from '../../../application/convert/convert-screen.selectors';
import { selectQueryError } from '../../../application/shared/query.selectors';
import { quoteSecondsLeft } from '../../../domain/convert/convert-rules';
import { formatCoinAmount } from '../../../domain/precision';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { useServerNow } from '../../shared/use-server-now';
import { exchangeFigures } from './convert-figures';

/** The flash exchange form, its quote with the countdown, the confirmation and the outcome. */
export function useConvert() {
  const { convert } = useServices();
  const screen = useActorRef(convert.screen);
  const quoteActor = useSelector(screen, selectQuoteActor);
  const records = useSelector(screen, selectRecordsActor);
  const config = useSelector(screen, selectConfigActor);
  const failureText = useFailureText();
  const fromCoin = useSelector(quoteActor, selectFromCoin);
  const toCoin = useSelector(quoteActor, selectToCoin);
  const coins = useSelector(quoteActor, selectCoins);
  const balances = useSelector(quoteActor, selectAvailableBalances);
  const quote = useSelector(quoteActor, selectQuote);
  const confirming = useSelector(quoteActor, selectConfirming);
  // Four reads a second: the countdown's whole seconds turn over on time.
  const now = useServerNow(250, quote !== null);
  const send = quoteActor.send;
  const minimum = coins.find((entry) => entry.coin === fromCoin)?.minAmount ?? null;
  return {
    records,
    coins: coins.map((entry) => entry.coin),
    fromCoin,
    toCoin,
    amount: useSelector(quoteActor, selectAmount),
    available: balances === null ? null : formatCoinAmount(balances[fromCoin] ?? '0', fromCoin),
    minimum: minimum === null ? null : formatCoinAmount(minimum, fromCoin),
    quote:
      quote === null
        ? null
        : {
            id: quote.id,
            from: quote.fromCoin,
            to: quote.toCoin,
            rate: quote.rate,
            ...exchangeFigures(quote),
            secondsLeft: quoteSecondsLeft(quote.expiresAt, now),
          },
    quoting: useSelector(quoteActor, selectQuoting),
    canReview: useSelector(quoteActor, selectCanReview),
    confirming,
    canConfirm: useSelector(quoteActor, selectCanConfirm),
    executing: useSelector(quoteActor, selectExecuting),
    notice: useSelector(quoteActor, selectQuoteNotice),
    refusal: useSelector(quoteActor, selectConvertRefusal),
    failed: useSelector(quoteActor, selectQuoteFailed),
    failure: useSelector(quoteActor, selectConvertFailure),
    done: useSelector(quoteActor, selectDone),
    result: useSelector(quoteActor, selectConvertResult),
    unknown: useSelector(quoteActor, selectOutcomeUnknown),
    /** Why the coins on offer could not be loaded, in words; null once they came. */
    configError: failureText(useSelector(config, selectQueryError)),
    reloadConfig: () => config.send({ type: 'reload' }),
    chooseFrom: (coin: string) => send({ type: 'from.choose', coin }),
    chooseTo: (coin: string) => send({ type: 'to.choose', coin }),
    swap: () => send({ type: 'swap' }),
    changeAmount: (value: string) => send({ type: 'amount.change', value }),
    max: () => send({ type: 'max' }),
    review: () => send({ type: 'review' }),
    cancel: () => send({ type: 'cancel' }),
    /** Confirms the quote on screen by its id: a quote that changed meanwhile is not executed. */
    confirm: (quoteId: string) => send({ type: 'confirm', quoteId }),
    retry: () => send({ type: 'retry' }),
    again: () => send({ type: 'again' }),
  };
}

export type ConvertView = ReturnType<typeof useConvert>;
