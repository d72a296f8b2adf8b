import { defineMessages } from 'react-intl';

/**
 * Shared ids of common.json, for both form factors. The default messages repeat the en-US
 * catalogue word for word: the message extractor rejects one id with two defaults.
 */
export const commonMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Exchange' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  loading: { id: 'common.loading', defaultMessage: 'Loading' },
  retry: { id: 'common.retry', defaultMessage: 'Retry' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'This section opens soon' },
  languageLabel: { id: 'language.label', defaultMessage: 'Language' },
  demoBadge: { id: 'demo.badge', defaultMessage: 'DEMO' },
  demoNotice: {
    id: 'demo.notice',
    defaultMessage: 'Demo mode: simulated market and accounts in this browser',
  },
  pleaseLogin: { id: 'message.pleaseLogin', defaultMessage: 'Please login first' },
});

/** Each language's own name (the same in every catalogue), keyed by locale. */
export const languageNames = defineMessages({
  'en-US': { id: 'language.en-US', defaultMessage: 'English' },
  'zh-CN': { id: 'language.zh-CN', defaultMessage: '简体中文' },
  ko: { id: 'language.ko', defaultMessage: '한국어' },
  ja: { id: 'language.ja', defaultMessage: '日本語' },
});
