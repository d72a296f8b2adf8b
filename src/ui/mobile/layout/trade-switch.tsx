import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEFAULT_SPOT_SYMBOL, type TradeKind } from '../../../domain/market/trade-kind';
import { useTradeKind, useTradeKindSeen } from '../../features/market/preferences/use-trade-kind';

const messages = defineMessages({
  label: { id: 'mobile.trade.switch', defaultMessage: 'Trading' },
  spot: { id: 'mobile.trade.spot', defaultMessage: 'Spot' },
  seconds: { id: 'mobile.trade.seconds', defaultMessage: 'Seconds' },
});

/** Where each trading screen is, for a pair symbol ('btcusdt'): the spot screen, the contract. */
export function tradePathFor(kind: TradeKind, symbol: string = DEFAULT_SPOT_SYMBOL): string {
  return kind === 'spot' ? `/coin/${symbol}` : `/trade?symbol=${symbol}`;
}

/**
 * Where the Trade tab and the home's "Start trading" lead: the trading screen used last, spot
 * before any, for a visitor too (both screens show their order form read-only, with Log in).
 */
export function useTradeTabPath(): string {
  return useTradeKind() === 'spot' ? tradePathFor('spot') : '/trade';
}

/**
 * "Spot | Seconds" at the top of both trading screens: the other one on the same pair. The
 * screen shown becomes the one the Trade tab opens next time.
 */
export function TradeSwitch({ current, symbol }: { current: TradeKind; symbol: string }) {
  useTradeKindSeen(current);
  return <TradeSwitchView current={current} symbol={symbol} />;
}

/** The switch itself, hook-free but for texts: the build's painted Trade tab draws it too (first-screen/). */
export function TradeSwitchView({ current, symbol }: { current: TradeKind; symbol: string }) {
  const intl = useIntl();
  return (
    <nav
      className="m-trade-switch"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="trade-switch"
    >
      {(['spot', 'seconds'] as const).map((kind) => (
        <Link
          key={kind}
          to={tradePathFor(kind, symbol)}
          replace
          className="m-trade-switch__item"
          aria-current={kind === current ? 'page' : undefined}
        >
          {intl.formatMessage(messages[kind])}
        </Link>
      ))}
    </nav>
  );
}
