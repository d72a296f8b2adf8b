import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from './line-icon';

const messages = defineMessages({
  back: { id: 'mobile.header.back', defaultMessage: 'Back' },
});

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes when there is no history to return to; none on tab roots. */
  backTo?: string;
  /** What a tab root without a back arrow shows on the left (the home's customer service). */
  left?: ReactNode;
  right?: ReactNode;
  /**
   * Shown in the middle instead of the title (the trading screens' "Spot | Seconds"); the
   * title stays the page's heading for screen readers.
   */
  middle?: ReactNode;
}

/**
 * The top bar of every page. Hand-made rather than antd-mobile's NavBar: that one renders
 * an unnamed role="button" even without a back arrow, which fails the accessibility check.
 */
export function PageHeader({ title, backTo, left, right, middle }: PageHeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();

  // A deep link has no previous entry in this app: go to the fallback instead of leaving it.
  const goBack = () =>
    location.key === 'default' ? navigate(backTo ?? '/', { replace: true }) : navigate(-1);

  return (
    <header className="m-header">
      <div className="m-header__side">
        {backTo !== undefined && (
          <button
            type="button"
            className="m-icon-button"
            onClick={goBack}
            aria-label={intl.formatMessage(messages.back)}
          >
            <BackIcon />
          </button>
        )}
        {backTo === undefined && left}
      </div>
      {middle === undefined ? (
        <h1 className="m-header__title">{title}</h1>
      ) : (
        <div className="m-header__middle">
          <h1 className="visually-hidden">{title}</h1>
          {middle}
        </div>
      )}
      <div className="m-header__side">{right}</div>
    </header>
  );
}
