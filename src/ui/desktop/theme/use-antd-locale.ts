import { useEffect, useState } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '../../../domain/locale/locale';

/**
 * antd's own texts (pagination, empty states, pickers) in the app language. English is
 * antd's built-in default (ConfigProvider imports it anyway, so naming it costs nothing);
 * the others load on demand so only the chosen one is fetched.
 */
const loaders: Partial<Record<Locale, () => Promise<AntdLocale>>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN').then((module) => module.default),
  ko: () => import('antd/es/locale/ko_KR').then((module) => module.default),
  ja: () => import('antd/es/locale/ja_JP').then((module) => module.default),
};

interface Loaded {
  locale: Locale;
  /** English when the chunk failed. */
  value: AntdLocale;
}

export interface AntdLocaleState {
  /** False only while the first visit's locale loads, so the app starts in one language. */
  ready: boolean;
  value: AntdLocale;
}

export function useAntdLocale(locale: Locale): AntdLocaleState {
  const [initial] = useState(locale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const load = loaders[locale];
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ locale, value }),
      () => current && setLoaded({ locale, value: enUS }),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const needsChunk = loaders[locale] !== undefined;
  // While a later switch loads, the previous language's texts stay rather than flashing.
  // Always an object: ConfigProvider remounts the whole app when its locale toggles to or
  // from undefined.
  const value = needsChunk ? (loaded?.value ?? enUS) : enUS;
  const ready = locale !== initial || !needsChunk || loaded !== null;
  return { ready, value };
}
