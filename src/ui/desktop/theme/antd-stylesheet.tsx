import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, theme } from 'antd';
import { AntdSamples } from './antd-samples';
import { DESKTOP_THEME } from './desktop-theme';
import { recordingAlgorithm, type PrebuiltTokens } from './prebuilt-algorithm';

/** The cache map antd's server render reads back on hydration: zero-runtime styles never look. */
const CACHE_PATH_MAP = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

/**
 * What the build works out ahead for the desktop's antd (scripts/build/desktop-antd-styles.mjs):
 * the styles antd's runtime inserts for every part the desktop draws (antd-samples.tsx), under
 * the desktop theme and with the class names the app's ConfigProvider gives its elements; and the
 * dark algorithm's tokens for the theme's seed, which the app's theme then reads instead of
 * working them out (prebuilt-algorithm.ts).
 */
export function antdAhead(): { stylesheet: string; darkTokens: PrebuiltTokens } {
  const dark = recordingAlgorithm(theme.darkAlgorithm);
  const css = extractStyle({
    includes: [],
    customTheme: () => (
      <ConfigProvider theme={{ ...DESKTOP_THEME, algorithm: dark.algorithm }}>
        <AntdSamples />
      </ConfigProvider>
    ),
  });
  const darkTokens = dark.seen();
  if (darkTokens === null) throw new Error('antd never asked the desktop theme for its tokens');
  return { stylesheet: css.replace(CACHE_PATH_MAP, ''), darkTokens };
}

/** The desktop's antd stylesheet alone (antdAhead). */
export const antdStylesheet = (): string => antdAhead().stylesheet;
