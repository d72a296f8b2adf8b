import { installAntdMobileRender } from './setup/antd-render';
import { SessionNotices } from './layout/session-notices';
import { SettlementNotices } from './layout/settlement-notices';
import { MobileRoutes } from './routes/mobile-router';
import { NotifyProvider } from '../shared/notify';
import { mobileNotify } from './shared/mobile-notify';
export { preloadMobilePage } from './routes/mobile-pages';
import './layout/parts.css';
import './mobile.css';

// Once, at module load: before any page can raise a Toast or a Dialog.
installAntdMobileRender();

/** The mobile web app at `/`: bottom tabs, the SPEC's mobile routes, antd-mobile dark. */
export default function MobileApp() {
  return (
    <NotifyProvider value={mobileNotify}>
      <SessionNotices />
      <SettlementNotices />
      <MobileRoutes />
    </NotifyProvider>
  );
}
