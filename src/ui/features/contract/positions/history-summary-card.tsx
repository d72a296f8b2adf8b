import { useIntl } from 'react-intl';
import type { HistorySummary } from '../../../../domain/contract/history-summary';
import { percentOf } from '../../../../domain/contract/percent';
import { formatFineAmount, isZero } from '../../../../domain/precision';
import { PAY_COINS } from '../../../../domain/wallet/coins';
import { positionMessages } from './positions.messages';

/**
 * The net as results are told, signed ('+12.30', '-0.01'), per coin: both pay coins are
 * stablecoins, so 2 places, widened to the fees' cut so a net under a cent never reads 0.00.
 */
function signedNet(net: string): string {
  const shown = formatFineAmount(net, PAY_COINS[0]);
  return net.startsWith('-') || isZero(net) ? shown : `+${shown}`;
}

/** Net profit and win rate over the settled orders loaded (history-summary.ts). */
export function HistorySummaryCard({ summary }: { summary: HistorySummary }) {
  const intl = useIntl();
  const tone = summary.netProfit.startsWith('-')
    ? 'ct-down'
    : isZero(summary.netProfit)
      ? undefined
      : 'ct-up';
  return (
    <section className="ct-summary" aria-label={intl.formatMessage(positionMessages.summaryTitle)}>
      <div>
        <span className="ct-muted">{intl.formatMessage(positionMessages.netProfit)}</span>
        <strong className={tone} data-testid="net-profit">
          {signedNet(summary.netProfit)}
        </strong>
      </div>
      <div>
        <span className="ct-muted">{intl.formatMessage(positionMessages.winRate)}</span>
        <strong data-testid="win-rate">
          {summary.winRate === null ? '-' : `${percentOf(summary.winRate)}%`}
        </strong>
      </div>
      <div>
        <span className="ct-muted">{intl.formatMessage(positionMessages.settled)}</span>
        <strong>{summary.settled}</strong>
      </div>
      <p className="ct-muted ct-summary__note">{intl.formatMessage(positionMessages.summaryNote)}</p>
    </section>
  );
}
