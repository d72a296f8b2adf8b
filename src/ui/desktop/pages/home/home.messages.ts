import { defineMessages } from 'react-intl';

export const heroMessages = defineMessages({
  headline: { id: 'desktop.home.hero.headline', defaultMessage: 'Trade crypto your way' },
  tagline: {
    id: 'desktop.home.hero.tagline',
    defaultMessage:
      'Buy and sell major coins, open seconds contracts and put idle assets to work with finance, pool and fund products.',
  },
  register: { id: 'desktop.home.hero.register', defaultMessage: 'Register now' },
  trade: { id: 'desktop.home.hero.trade', defaultMessage: 'Trade now' },
});

export const productMessages = defineMessages({
  title: { id: 'desktop.home.products.title', defaultMessage: 'Everything in one account' },
  subtitle: {
    id: 'desktop.home.products.subtitle',
    defaultMessage: 'From spot trading to investment products, choose what suits your plan.',
  },
  explore: { id: 'desktop.home.products.explore', defaultMessage: 'Explore' },
  spotTitle: { id: 'desktop.home.product.spot.title', defaultMessage: 'Spot trading' },
  spotText: {
    id: 'desktop.home.product.spot.text',
    defaultMessage: 'Trade BTC, ETH and other major coins against USDT with live charts and order books.',
  },
  scontractTitle: { id: 'desktop.home.product.scontract.title', defaultMessage: 'Seconds contract' },
  scontractText: {
    id: 'desktop.home.product.scontract.text',
    defaultMessage:
      'Call the price up or down over a chosen number of seconds. Practise first with a demo account.',
  },
  financeTitle: { id: 'desktop.home.product.finance.title', defaultMessage: 'Finance' },
  financeText: {
    id: 'desktop.home.product.finance.text',
    defaultMessage: 'Place coins in financial products that pay a daily rate.',
  },
  subscribeTitle: { id: 'desktop.home.product.subscribe.title', defaultMessage: 'New coin subscription' },
  subscribeText: {
    id: 'desktop.home.product.subscribe.text',
    defaultMessage: 'Subscribe to new coin projects while they are open and follow your allocations.',
  },
  poolTitle: { id: 'desktop.home.product.pool.title', defaultMessage: 'Pool' },
  poolText: {
    id: 'desktop.home.product.pool.text',
    defaultMessage: 'Join pool products and keep track of your positions and earnings.',
  },
  fundTitle: { id: 'desktop.home.product.fund.title', defaultMessage: 'Fund' },
  fundText: {
    id: 'desktop.home.product.fund.text',
    defaultMessage: 'Invest in fund products and follow your holdings in one place.',
  },
});

export const appMessages = defineMessages({
  title: { id: 'desktop.home.app.title', defaultMessage: 'Trade on the go' },
  text: {
    id: 'desktop.home.app.text',
    defaultMessage:
      "Open the mobile web app in your phone's browser: the same account, markets and orders, with nothing to install.",
  },
  open: { id: 'desktop.home.app.open', defaultMessage: 'Open the mobile version' },
  inviteTitle: { id: 'desktop.home.invite.title', defaultMessage: 'Invite friends' },
  inviteText: {
    id: 'desktop.home.invite.text',
    defaultMessage:
      'Every account has its own invite code. Share it with friends so that they can register with it.',
  },
  inviteSignedOut: { id: 'desktop.home.invite.signedOut', defaultMessage: 'Register to get your code' },
  inviteSignedIn: { id: 'desktop.home.invite.signedIn', defaultMessage: 'Find your invite code' },
});
