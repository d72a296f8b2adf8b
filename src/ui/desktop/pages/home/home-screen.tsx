import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/common.messages';
import { HeroSection } from './hero-section';

interface HomeScreenProps {
  demo: boolean;
  signedIn: boolean;
  /** The market overview: the live one, or its placeholder rows in the painted copy. */
  markets: ReactNode;
  /** The sections below the first screen. */
  children?: ReactNode;
}

/**
 * The home's first screen (the demo notice, the hero and the market overview) above the rest:
 * the home page draws it, and so does the first screen the build paints (first-screen/).
 */
export function HomeScreen({ demo, signedIn, markets, children }: HomeScreenProps) {
  const intl = useIntl();
  return (
    <div className="dt-home">
      {demo && (
        <p className="dt-demo-notice" data-testid="demo-notice">
          <span className="dt-demo-notice__badge">{intl.formatMessage(commonMessages.demoBadge)}</span>
          {intl.formatMessage(commonMessages.demoNotice)}
        </p>
      )}
      <HeroSection signedIn={signedIn} />
      <div className="dt-container">{markets}</div>
      {children}
    </div>
  );
}
