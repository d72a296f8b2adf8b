import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/common.messages';
import { PageHeader } from '../../layout/page-header';

/**
 * The home's top bar (the brand, the demo badge) and the demo-mode notice: shared by the home
 * page and the first screen the build paints (first-screen/), so both draw the same.
 */
export function HomeHeader({ demo, left }: { demo: boolean; left: ReactNode }) {
  const intl = useIntl();
  return (
    <PageHeader
      title={
        <span className="m-brand">
          <span className="m-brand__mark" aria-hidden="true" />
          {intl.formatMessage(commonMessages.appName)}
        </span>
      }
      left={left}
      right={
        demo ? <span className="m-badge">{intl.formatMessage(commonMessages.demoBadge)}</span> : undefined
      }
    />
  );
}

export function DemoNotice() {
  const intl = useIntl();
  return (
    <p className="m-notice" role="note">
      {intl.formatMessage(commonMessages.demoNotice)}
    </p>
  );
}
