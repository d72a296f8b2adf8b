import type { ReactNode } from 'react';
import './trading-terminal.css';

interface TradingTerminalProps {
  /** The bar over the chart: the pair (or the product) and its figures; holds the page's h1. */
  header: ReactNode;
  chart: ReactNode;
  /** Book and deals, in a column beside the chart; screens without a book leave it out. */
  market?: ReactNode;
  /** Order entry at the side, the whole height. */
  entry: ReactNode;
  entryLabel: string;
  /** Orders, positions, history and assets as tabs along the bottom. */
  bottom: ReactNode;
}

/**
 * The desktop trading terminal of /pc/trade and /pc/scontract, laid out as the major
 * exchanges do: full width, no page header, the chart as the largest area with the book and
 * deals beside it, order entry at the side and the account's tabs along the bottom, all in
 * one viewport (1440x900 and up) that the page itself never scrolls; long panels scroll inside.
 */
export function TradingTerminal({ header, chart, market, entry, entryLabel, bottom }: TradingTerminalProps) {
  return (
    <div
      className={market ? 'dt-terminal dt-terminal--market' : 'dt-terminal'}
      data-testid="trading-terminal"
    >
      <div className="dt-terminal__header">{header}</div>
      <div className="dt-terminal__chart">{chart}</div>
      {market ? <div className="dt-terminal__market">{market}</div> : null}
      <aside className="dt-terminal__entry" aria-label={entryLabel}>
        {entry}
      </aside>
      <div className="dt-terminal__bottom">{bottom}</div>
    </div>
  );
}
