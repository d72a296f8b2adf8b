// First: in builds this brings antd's stylesheet, which comes before every desktop style as
// antd's runtime styles did (the desktop's own rules override antd's where they are as specific).
import { DesktopAntdRoot } from './theme/desktop-antd-root';
import { useEffect } from 'react';
import { DesktopNotifyProvider } from './layout/desktop-notify';
import { selectLocale } from '../../application/preferences/language.selectors';
import { useLanguageSelector } from '../shared/language-actor';
import { PageLoading } from '../shared/page-loading';
import { SessionNotices } from './layout/session-notices';
import { UpColourRoot } from '../features/market/preferences/up-colour-root';
import { featurePart } from '../shared/feature-groups';
import { useTexts } from '../shared/i18n/texts';
import { DesktopRouter } from './routes/desktop-router';
import { useAntdLocale } from './theme/use-antd-locale';
export { preloadDesktopPage } from './routes/desktop-pages';
import './theme/desktop.css';
import './theme/header.css';
import './theme/buttons.css';
import './theme/footer.css';
import './theme/pages.css';
import './theme/auth.css';

const DESKTOP_TEXTS = ['desktop'] as const;

// Positions are followed only by the contract screen, which loads the contract module: the
// toasts of a settled position are fetched and listen once it is in, and nothing loads before.
const SettlementNotices = featurePart(
  ['contract'],
  () => import('./layout/settlement-notices'),
  'SettlementNotices',
);

/** The desktop web app under /pc: antd in the dark lime theme around the route table. */
export default function DesktopApp() {
  useTexts(DESKTOP_TEXTS);
  const locale = useLanguageSelector(selectLocale);
  const antdLocale = useAntdLocale(locale);

  // SPEC section 1: the desktop layout needs 1300 px; the class leaves the mobile app alone.
  useEffect(() => {
    document.body.classList.add('dt-body');
    return () => document.body.classList.remove('dt-body');
  }, []);

  if (!antdLocale.ready) return <PageLoading />;
  return (
    <DesktopAntdRoot locale={antdLocale.value}>
      <DesktopNotifyProvider>
        <SessionNotices />
        <UpColourRoot />
        <SettlementNotices />
        <DesktopRouter />
      </DesktopNotifyProvider>
    </DesktopAntdRoot>
  );
}
