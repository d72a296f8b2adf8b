import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { AntdSamples } from './antd-samples';
import { DESKTOP_THEME } from './desktop-theme';

/** The cache map antd's server render reads back on hydration: zero-runtime styles never look. */
const CACHE_PATH_MAP = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

/**
 * The styles antd's runtime inserts for every part the desktop draws (antd-samples.tsx), under
 * the desktop theme and with the class names the app's ConfigProvider gives its elements: the
 * build writes them into the desktop's stylesheet (scripts/build/desktop-antd-styles.mjs).
 */
export function antdStylesheet(): string {
  const css = extractStyle({
    includes: [],
    customTheme: () => (
      <ConfigProvider theme={DESKTOP_THEME}>
        <AntdSamples />
      </ConfigProvider>
    ),
  });
  return css.replace(CACHE_PATH_MAP, '');
}
