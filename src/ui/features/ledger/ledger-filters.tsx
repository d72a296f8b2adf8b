import { useIntl } from 'react-intl';
import { withReason } from '../../shared/failure-text';
import { ledgerMessages as m } from './ledger.messages';
import type { LedgerView } from './use-ledger';
import { RetryAlert } from '../../shared/retry-alert';

/** The type and coin filters (what the log holds) and the export of the filtered list. */
export function LedgerToolbar({ view }: { view: LedgerView }) {
  const intl = useIntl();
  return (
    <>
      {view.filtersError !== null && (
        <RetryAlert
          text={withReason(intl.formatMessage(m.filtersFailed), view.filtersError)}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={view.reloadFilters}
        />
      )}
      <div className="wl-form-row lg-toolbar">
        <label className="wl-field">
          <span>{intl.formatMessage(m.type)}</span>
          <select
            value={view.filter.type}
            onChange={(event) => view.chooseType(event.target.value)}
            data-testid="ledger-type"
          >
            <option value="">{intl.formatMessage(m.allTypes)}</option>
            {view.types.map((type) => (
              <option key={type} value={type}>
                {view.names.type(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="wl-field">
          <span>{intl.formatMessage(m.coin)}</span>
          <select
            value={view.filter.currency}
            onChange={(event) => view.chooseCoin(event.target.value)}
            data-testid="ledger-coin"
          >
            <option value="">{intl.formatMessage(m.allCoins)}</option>
            {view.coins.map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="wl-action lg-export"
          onClick={view.exportCsv}
          disabled={view.exporting || view.list.items.length === 0}
          aria-busy={view.exporting}
          data-testid="ledger-export"
        >
          {intl.formatMessage(view.exporting ? m.exporting : m.export)}
        </button>
      </div>
    </>
  );
}
