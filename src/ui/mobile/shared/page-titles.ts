import { defineMessages } from 'react-intl';

/** Page titles, shared by the pages' headers and the entries that lead to them. */
export const pageTitles = defineMessages({
  market: { id: 'mobile.market.title', defaultMessage: 'Market' },
  trade: { id: 'mobile.trade.title', defaultMessage: 'Trade' },
  assets: { id: 'mobile.assets.title', defaultMessage: 'Assets' },
  my: { id: 'mobile.my.title', defaultMessage: 'Profile' },
  login: { id: 'mobile.login.title', defaultMessage: 'Log in' },
  security: { id: 'mobile.security.title', defaultMessage: 'Security centre' },
  verify: { id: 'mobile.verify.title', defaultMessage: 'Identity verification' },
  records: { id: 'mobile.records.title', defaultMessage: 'Transaction log' },
  about: { id: 'mobile.about.title', defaultMessage: 'About us' },
  notFound: { id: 'mobile.notFound.title', defaultMessage: 'Page not found' },
});

export const authMessages = defineMessages({
  login: { id: 'mobile.auth.login', defaultMessage: 'Log in' },
  register: { id: 'mobile.auth.register', defaultMessage: 'Register' },
});
