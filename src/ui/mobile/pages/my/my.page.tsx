import { useIntl } from 'react-intl';
import { useSignedIn } from '../../../shared/session-actor';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import { AccountCard } from './account-card';
import { AccountEntries } from './account-entries';
import { DemoDataCard } from './demo-data-card';
import { SettingsList } from './settings-list';

/** The My tab: the account card, the account entries (signed in) and the settings. */
export function MyPage() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.my)} />
      <div className="m-page">
        <AccountCard signedIn={signedIn} />
        {signedIn && <AccountEntries />}
        <SettingsList />
        <DemoDataCard />
      </div>
    </>
  );
}
