import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { totalBtcText, walletMessages } from '../wallet.messages';
import type { WalletOverviewView } from './use-wallet-overview';

/** The grand total in USDT and BTC with the eye that masks every figure, and the entries below it. */
export function WalletTotals({ view, children }: { view: WalletOverviewView; children?: ReactNode }) {
  const intl = useIntl();
  const eyeLabel = intl.formatMessage(
    view.amountsHidden ? walletMessages.showAmounts : walletMessages.hideAmounts,
  );
  return (
    <section className="wl-card wl-totals" aria-labelledby="wl-total-label">
      <div className="wl-totals__head">
        <h2 id="wl-total-label" className="wl-totals__label">
          {intl.formatMessage(walletMessages.totalUsdt)}
        </h2>
        <button
          type="button"
          className="wl-eye"
          aria-pressed={view.amountsHidden}
          aria-label={eyeLabel}
          title={eyeLabel}
          onClick={view.toggleAmounts}
          data-testid="wallet-eye"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" strokeWidth="1.6" />
            <circle cx="12" cy="12" r="3" strokeWidth="1.6" />
            {view.amountsHidden && <path d="M4 20L20 4" strokeWidth="1.6" />}
          </svg>
        </button>
      </div>
      {view.totalUsdt === null ? (
        <div className="wl-skeleton wl-skeleton--total" aria-hidden="true" />
      ) : (
        <>
          <p className="wl-totals__usdt" data-testid="wallet-total-usdt">
            {view.totalUsdt}
          </p>
          <p className="wl-muted" data-testid="wallet-total-btc">
            {intl.formatMessage(totalBtcText, { amount: view.totalBtc })}
          </p>
        </>
      )}
      {children && <nav className="wl-actions">{children}</nav>}
    </section>
  );
}
