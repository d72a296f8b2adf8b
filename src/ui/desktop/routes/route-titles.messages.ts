import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Titles of the route groups and pages of desktop-routes.ts, declared statically so that
 * message extraction sees every id the route table refers to.
 */
const titles = defineMessages({
  'desktop.group.home': { id: 'desktop.group.home', defaultMessage: 'Home' },
  'desktop.group.finance': { id: 'desktop.group.finance', defaultMessage: 'Finance' },
  'desktop.group.subscribe': { id: 'desktop.group.subscribe', defaultMessage: 'Subscribe' },
  'desktop.group.account': { id: 'desktop.group.account', defaultMessage: 'My Assets' },
  'desktop.group.setting': { id: 'desktop.group.setting', defaultMessage: 'Personal Center' },
  'desktop.group.pool': { id: 'desktop.group.pool', defaultMessage: 'Pool' },
  'desktop.group.fund': { id: 'desktop.group.fund', defaultMessage: 'Fund' },
  'desktop.group.login': { id: 'desktop.group.login', defaultMessage: 'Account' },
  'desktop.group.about': { id: 'desktop.group.about', defaultMessage: 'About' },
  'desktop.page.main': { id: 'desktop.page.main', defaultMessage: 'Home' },
  'desktop.page.market': { id: 'desktop.page.market', defaultMessage: 'Markets' },
  'desktop.page.trade': { id: 'desktop.page.trade', defaultMessage: 'Coin Center' },
  'desktop.page.scontract': { id: 'desktop.page.scontract', defaultMessage: 'Seconds Contract' },
  'desktop.page.finance.list': { id: 'desktop.page.finance.list', defaultMessage: 'Financial Products' },
  'desktop.page.finance.record': { id: 'desktop.page.finance.record', defaultMessage: 'Financial Orders' },
  'desktop.page.subscribe.list': {
    id: 'desktop.page.subscribe.list',
    defaultMessage: 'New Coin Subscription',
  },
  'desktop.page.subscribe.detail': {
    id: 'desktop.page.subscribe.detail',
    defaultMessage: 'Subscription Details',
  },
  'desktop.page.subscribe.preview': {
    id: 'desktop.page.subscribe.preview',
    defaultMessage: 'Project Preview',
  },
  'desktop.page.subscribe.record': {
    id: 'desktop.page.subscribe.record',
    defaultMessage: 'My Subscriptions',
  },
  'desktop.page.account.assert': { id: 'desktop.page.account.assert', defaultMessage: 'Asset Overview' },
  'desktop.page.account.recharge': { id: 'desktop.page.account.recharge', defaultMessage: 'Deposit' },
  'desktop.page.account.withdrawel': { id: 'desktop.page.account.withdrawel', defaultMessage: 'Withdraw' },
  'desktop.page.account.dui': { id: 'desktop.page.account.dui', defaultMessage: 'Flash Exchange' },
  'desktop.page.account.trade': { id: 'desktop.page.account.trade', defaultMessage: 'Transaction Log' },
  'desktop.page.setting.safty': { id: 'desktop.page.setting.safty', defaultMessage: 'Security Center' },
  'desktop.page.setting.verify': {
    id: 'desktop.page.setting.verify',
    defaultMessage: 'Identity Verification',
  },
  'desktop.page.setting.address': { id: 'desktop.page.setting.address', defaultMessage: 'Address Book' },
  'desktop.page.setting.message': { id: 'desktop.page.setting.message', defaultMessage: 'Messages' },
  'desktop.page.setting.msg-detail': {
    id: 'desktop.page.setting.msg-detail',
    defaultMessage: 'Message Details',
  },
  'desktop.page.pool.list': { id: 'desktop.page.pool.list', defaultMessage: 'Pool Products' },
  'desktop.page.pool.record': { id: 'desktop.page.pool.record', defaultMessage: 'Pool Orders' },
  'desktop.page.fund.list': { id: 'desktop.page.fund.list', defaultMessage: 'Fund Products' },
  'desktop.page.fund.record': { id: 'desktop.page.fund.record', defaultMessage: 'Fund Holdings' },
  'desktop.page.login.login': { id: 'desktop.page.login.login', defaultMessage: 'Log In' },
  'desktop.page.login.register': { id: 'desktop.page.login.register', defaultMessage: 'Register' },
  'desktop.page.login.forget': { id: 'desktop.page.login.forget', defaultMessage: 'Forgot Password' },
  'desktop.page.login.modify': { id: 'desktop.page.login.modify', defaultMessage: 'Change Password' },
  'desktop.page.about.policy': { id: 'desktop.page.about.policy', defaultMessage: 'Privacy Policy' },
  'desktop.page.about.connect': { id: 'desktop.page.about.connect', defaultMessage: 'Contact Us' },
  'desktop.page.about.protocol': { id: 'desktop.page.about.protocol', defaultMessage: 'User Agreement' },
  'desktop.page.about.legal': { id: 'desktop.page.about.legal', defaultMessage: 'Legal Notice' },
  'desktop.page.about.us': { id: 'desktop.page.about.us', defaultMessage: 'About Us' },
});

/** The descriptor of a route title id; an unknown id still renders (as the id itself). */
export function routeTitle(titleId: string): MessageDescriptor {
  return (titles as Record<string, MessageDescriptor>)[titleId] ?? { id: titleId };
}
