import { theme, type ThemeConfig } from 'antd';
import { BACKGROUND, SURFACE, TEXT, TEXT_SECONDARY, THEME_COLOR } from '../../theme/tokens';

/**
 * antd's dark algorithm with the product's lime theme colour. White text on lime is
 * unreadable, so solid primary surfaces carry the page background colour as text.
 */
export const DESKTOP_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: THEME_COLOR,
    colorLink: THEME_COLOR,
    colorBgBase: BACKGROUND,
    colorBgContainer: SURFACE,
    colorBgElevated: '#1e2329',
    colorTextBase: TEXT,
    // antd's dimmed greys fall under 4.5:1 on the surface colour; axe checks every page.
    colorTextDescription: TEXT_SECONDARY,
    colorTextTertiary: TEXT_SECONDARY,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Button: { primaryColor: BACKGROUND, primaryShadow: 'none' },
    Menu: { itemSelectedColor: THEME_COLOR },
  },
};
