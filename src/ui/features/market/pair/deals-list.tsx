import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { selectDeals, selectPair } from '../../../../application/market/pair-detail.selectors';
import { formatAmount, formatPairPrice } from '../../../../domain/precision';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages, pickPriceMessage } from './pair-detail.messages';
import { PartState } from './part-state';
import { useUpColour } from '../preferences/use-up-colour';

interface DealsListProps {
  rows: number;
  /** Where a deal's price goes when clicked (the spot order's price); without it prices are text. */
  onPickPrice?: (price: string) => void;
}

/** The newest deals: time, price coloured by the taker's side, amount. */
export function DealsList({ rows, onPickPrice }: DealsListProps) {
  const intl = useIntl();
  const deals = PairDetailActor.useSelector(selectDeals);
  const pair = PairDetailActor.useSelector(selectPair);
  const { upColour } = useUpColour();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(intl.locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    [intl.locale],
  );
  const buyClass = upColour === 'green' ? 'mk-green' : 'mk-red';
  const sellClass = upColour === 'green' ? 'mk-red' : 'mk-green';
  const title = intl.formatMessage(pairMessages.deals);
  return (
    <section className="pd-deals" aria-label={title}>
      <h2>{title}</h2>
      {deals === null ? (
        <PartState part="deals" loading={pairMessages.loading} unavailable={pairMessages.dealsError} />
      ) : deals.length === 0 ? (
        <p className="pd-chart-state">{intl.formatMessage(pairMessages.dealsEmpty)}</p>
      ) : (
        <table className="pd-deals__table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(pairMessages.dealTime)}</th>
              <th scope="col">{intl.formatMessage(pairMessages.bookPrice)}</th>
              <th scope="col">{intl.formatMessage(pairMessages.bookAmount)}</th>
            </tr>
          </thead>
          <tbody>
            {/* Keyed by place, not by deal: each poll shifts every deal down a row, and rows
                keyed by id would be moved, made and dropped each time (a pair screen left open
                for a day piled up detached rows); by place, a poll rewrites the same rows' text. */}
            {deals.slice(0, rows).map((deal, place) => (
              <tr key={place}>
                <td>{time.format(deal.timestamp)}</td>
                <td className={deal.side === 'buy' ? buyClass : sellClass}>
                  {onPickPrice ? (
                    <button
                      type="button"
                      className="pd-deals__pick"
                      aria-label={intl.formatMessage(pickPriceMessage, {
                        price: formatPairPrice(pair.base, pair.quote, deal.price),
                        side: intl.formatMessage(deal.side === 'buy' ? pairMessages.buy : pairMessages.sell),
                      })}
                      onClick={() => onPickPrice(deal.price)}
                    >
                      {formatPairPrice(pair.base, pair.quote, deal.price)}
                    </button>
                  ) : (
                    <>
                      <span className="pd-visually-hidden">
                        {intl.formatMessage(deal.side === 'buy' ? pairMessages.buy : pairMessages.sell)}{' '}
                      </span>
                      {formatPairPrice(pair.base, pair.quote, deal.price)}
                    </>
                  )}
                </td>
                <td>{formatAmount(deal.amount, 4)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
