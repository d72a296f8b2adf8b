import { useIntl } from 'react-intl';
import type { HistorySummary } from '../../../../domain/contract/history-summary';
import { percentOf } from '../../../../domain/contract/percent';
import { DECIMAL_PRECISION, formatAmount, isZero } from '../../../../domain/precision';
import { positionMessages } from './positions.messages';

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
          {formatAmount(summary.netProfit, DECIMAL_PRECISION)}
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
