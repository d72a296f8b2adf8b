import { theme, type ThemeConfig } from 'antd';
import { ANTD_STYLES_PREBUILT, PREBUILT_DARK_TOKENS } from './antd-prebuilt';
import { prebuiltAlgorithm } from './prebuilt-algorithm';
import { BACKGROUND, DANGER, SURFACE, TEXT, TEXT_SECONDARY, THEME_COLOR } from '../../shared/theme/tokens';

/**
 * antd's dark algorithm with the product's lime theme colour. White text on lime is
 * unreadable, so solid primary surfaces carry the page background colour as text.
 */
export const DESKTOP_THEME: ThemeConfig = {
  // Its tokens as the build worked them out for this theme (prebuilt-algorithm.ts).
  algorithm: prebuiltAlgorithm(PREBUILT_DARK_TOKENS, theme.darkAlgorithm),
  // Class names that do not depend on the render: the same at build time, when the stylesheet is
  // written (antd-stylesheet.tsx), as in the app (antd's own key comes from React's useId).
  cssVar: { key: 'css-var-desktop' },
  hashed: false,
  // With the stylesheet built ahead, antd's components insert no styles of their own.
  zeroRuntime: ANTD_STYLES_PREBUILT,
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
    // The exchange's red: 5.5:1 against the page, where antd's default red falls short.
    colorError: DANGER,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    // The dark algorithm darkens the seed red; the button keeps the exact red for contrast.
    Button: {
      primaryColor: BACKGROUND,
      primaryShadow: 'none',
      dangerColor: BACKGROUND,
      dangerShadow: 'none',
      colorError: DANGER,
      colorErrorHover: '#ff6b7d',
      colorErrorActive: '#f6465d',
    },
    Menu: { itemSelectedColor: THEME_COLOR },
    // A danger entry (log out) sits on the raised menu colour, where the exchange's red
    // reaches only 4.48:1; the lighter hover red reaches 5.8:1.
    Dropdown: { colorError: '#ff6b7d' },
  },
};
