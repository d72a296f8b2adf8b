import { Popover } from 'antd';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MarketFeedProvider } from '../../../features/market/feed/market-feed-provider';
import { pairMessages } from '../../../features/market/pair/pair-detail.messages';
import { lazyNamed } from '../../../shared/chunk-retry';
import { commonMessages } from '../../../shared/common.messages';

// The list is the market page's table (antd's Table, 76 KB gzip): fetched when the picker first
// opens, not with the terminal, whose first screen never shows it.
const PairPickerList = lazyNamed(() => import('./pair-picker-list'), 'PairPickerList');

/**
 * The terminal's pair name as a button that opens the searchable pair list. The list's
 * ticker feed runs only while it is open (its provider unmounts with the popover's content).
 */
export function PairPicker({ quote, children }: { quote: string; children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={
        <MarketFeedProvider quote={quote}>
          <Suspense
            fallback={
              <p className="dt-pair-picker__loading" role="status">
                {intl.formatMessage(commonMessages.loading)}
              </p>
            }
          >
            <PairPickerList onClose={close} />
          </Suspense>
        </MarketFeedProvider>
      }
    >
      <button
        ref={button}
        type="button"
        className="dt-pair-picker"
        title={intl.formatMessage(pairMessages.choosePair)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="pair-picker"
      >
        <span>{children}</span>
        <svg className="dt-pair-picker__caret" viewBox="0 0 10 6" aria-hidden="true">
          <path d="M0 0h10L5 6z" fill="currentColor" />
        </svg>
      </button>
    </Popover>
  );
}
