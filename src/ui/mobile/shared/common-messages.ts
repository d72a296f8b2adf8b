import { defineMessages } from 'react-intl';

/**
 * Shared ids from common.json. The default messages repeat the en-US text exactly: the
 * message extractor rejects one id declared with two different defaults.
 */
export const commonMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Exchange' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'This section opens soon' },
  demoBadge: { id: 'demo.badge', defaultMessage: 'DEMO' },
  demoNotice: {
    id: 'demo.notice',
    defaultMessage: 'Demo mode: simulated market and accounts in this browser',
  },
  language: { id: 'language.label', defaultMessage: 'Language' },
});

/** Each language's own name (the same in every catalogue), keyed by locale. */
export const languageNames = defineMessages({
  'en-US': { id: 'language.en-US', defaultMessage: 'English' },
  'zh-CN': { id: 'language.zh-CN', defaultMessage: '简体中文' },
  ko: { id: 'language.ko', defaultMessage: '한국어' },
  ja: { id: 'language.ja', defaultMessage: '日本語' },
});
