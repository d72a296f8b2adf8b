import type { ReactNode } from 'react';
import { commandForLocale, type Locale } from '../../../domain/locale/locale';
import { MarketOverviewPlaceholder } from '../../features/market/overview/market-overview';
import { CustomerServiceTrigger } from '../layout/customer-service-button';
import { DesktopHeaderBar } from '../layout/desktop-header';
import { DesktopFrame } from '../layout/desktop-layout';
import { VisitorLinks } from '../layout/header-account';
import { LanguageMenu } from '../layout/language-switcher';
import { HomeScreen } from '../pages/home/home-screen';
import { pcPath } from '../routes/desktop-routes';
import { DesktopAntdRoot } from '../theme/desktop-antd-root';

const nothing = () => undefined;

/** The desktop's frame and top bar as a visitor sees them, from the app's own parts, around a painted page. */
export function FirstScreenFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <DesktopAntdRoot>
      <DesktopFrame
        header={
          <DesktopHeaderBar
            actions={
              <>
                <VisitorLinks />
                <CustomerServiceTrigger onOpen={nothing} />
                <LanguageMenu
                  locale={locale}
                  command={commandForLocale(locale)}
                  open={false}
                  onChoose={nothing}
                  onOpenChange={nothing}
                />
              </>
            }
          />
        }
      >
        {children}
      </DesktopFrame>
    </DesktopAntdRoot>
  );
}

/**
 * The desktop home as the build paints it (render-first-screen.tsx): the frame and the top bar
 * as a visitor sees them, the hero (the largest paint of the first screen) and the market
 * list's placeholder rows, from the app's own parts. No state and no services: the app draws
 * the rest under it.
 */
export function FirstScreenShell({ demo, locale }: { demo: boolean; locale: Locale }) {
  return (
    <FirstScreenFrame locale={locale}>
      <HomeScreen
        demo={demo}
        signedIn={false}
        markets={<MarketOverviewPlaceholder moreHref={pcPath('/market')} />}
      />
    </FirstScreenFrame>
  );
}
