import { installAntdMobileRender } from './setup/antd-render';
import { SessionNotices } from './layout/session-notices';
import { UpColourRoot } from '../features/market/preferences/up-colour-root';
import { featurePart } from '../shared/feature-groups';
import { useTexts } from '../shared/i18n/texts';
import { MobileRoutes } from './routes/mobile-router';
import { NotifyProvider } from '../shared/notify';
import { mobileNotify } from './shared/mobile-notify';
export { preloadMobilePage } from './routes/mobile-pages';
import './layout/parts.css';
import './mobile.css';
import './touch-targets.css';

// Once, at module load: before any page can raise a Toast or a Dialog.
installAntdMobileRender();

const MOBILE_TEXTS = ['mobile'] as const;

// Positions are followed only by the contract screen, which loads the contract module: the
// toasts of a settled position are fetched and listen once it is in, and nothing loads before.
const SettlementNotices = featurePart(
  ['contract'],
  () => import('./layout/settlement-notices'),
  'SettlementNotices',
);

/** The mobile web app at `/`: bottom tabs, the SPEC's mobile routes, antd-mobile dark. */
export default function MobileApp() {
  useTexts(MOBILE_TEXTS);
  return (
    <NotifyProvider value={mobileNotify}>
      <SessionNotices />
      <UpColourRoot />
      <SettlementNotices />
      <MobileRoutes />
    </NotifyProvider>
  );
}
