import { App, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { DESKTOP_THEME } from './desktop-theme';

/**
 * antd in the desktop theme around the desktop's screens, with its App (the toasts' holder and
 * the page's text colour): the app's, and the first screen's that the build paints.
 */
export function DesktopAntdRoot({ locale, children }: { locale?: AntdLocale; children: ReactNode }) {
  return (
    <ConfigProvider theme={DESKTOP_THEME} locale={locale}>
      <App className="dt-app">{children}</App>
    </ConfigProvider>
  );
}
