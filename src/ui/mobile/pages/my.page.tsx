import { useIntl } from 'react-intl';
import { useSignedIn } from '../../app/session-actor';
import { PageHeader } from '../layout/page-header';
import { pageTitles } from '../shared/page-titles';
import { AccountCard } from './my/account-card';
import { DemoDataCard } from './my/demo-data-card';
import { SettingsList } from './my/settings-list';

/** The My tab: the account card and the settings entries. */
export function MyPage() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.my)} />
      <div className="m-page">
        <AccountCard signedIn={signedIn} />
        <SettingsList />
        <DemoDataCard />
      </div>
    </>
  );
}
