import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the desktop shell: header, navigation, footer and the not-found page. */
export const navMessages = defineMessages({
  market: { id: 'desktop.nav.market', defaultMessage: 'Trade' },
  trade: { id: 'desktop.nav.trade', defaultMessage: 'Coin Center' },
  scontract: { id: 'desktop.nav.scontract', defaultMessage: 'Seconds Contract' },
  finance: { id: 'desktop.nav.finance', defaultMessage: 'Finance' },
  subscribe: { id: 'desktop.nav.subscribe', defaultMessage: 'Subscribe' },
  pool: { id: 'desktop.nav.pool', defaultMessage: 'Pool' },
  fund: { id: 'desktop.nav.fund', defaultMessage: 'Fund' },
  account: { id: 'desktop.nav.account', defaultMessage: 'My Assets' },
  setting: { id: 'desktop.nav.setting', defaultMessage: 'Personal Center' },
});

export const shellMessages = defineMessages({
  mainNav: { id: 'desktop.header.mainNav', defaultMessage: 'Main navigation' },
  login: { id: 'desktop.header.login', defaultMessage: 'Log In' },
  register: { id: 'desktop.header.register', defaultMessage: 'Register' },
  account: { id: 'desktop.header.account', defaultMessage: 'Account' },
  breadcrumb: { id: 'desktop.page.breadcrumb', defaultMessage: 'Breadcrumb' },
  backHome: { id: 'desktop.page.backHome', defaultMessage: 'Back to home' },
  footerTagline: {
    id: 'desktop.footer.tagline',
    defaultMessage: 'Spot trading, seconds contracts and crypto investment products in one account.',
  },
  aboutNav: { id: 'desktop.about.nav', defaultMessage: 'About pages' },
  footerAbout: { id: 'desktop.footer.about', defaultMessage: 'About' },
  footerProducts: { id: 'desktop.footer.products', defaultMessage: 'Products' },
  footerRisk: {
    id: 'desktop.footer.risk',
    defaultMessage: 'Crypto assets are highly volatile. Only invest what you can afford to lose.',
  },
  notFoundTitle: { id: 'desktop.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: {
    id: 'desktop.notFound.text',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
});

// Messages with arguments: react-intl 12 checks the values against these types.
export const homeLinkMessage = defineMessage<{ app: string }>({
  id: 'desktop.header.homeLink',
  defaultMessage: '{app} home',
});

export const languageTriggerMessage = defineMessage<{ language: string }>({
  id: 'desktop.header.languageTrigger',
  defaultMessage: 'Language: {language}',
});

export const footerRightsMessage = defineMessage<{ year: number; app: string }>({
  id: 'desktop.footer.rights',
  defaultMessage: '© {year} {app}. All rights reserved.',
});

export const documentTitleMessage = defineMessage<{ page: string; app: string }>({
  id: 'desktop.documentTitle',
  defaultMessage: '{page} | {app}',
});
