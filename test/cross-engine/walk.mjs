// The cross-engine smoke's walk: what a newcomer does first, in both form factors, written
// once for every engine's page (firefox-page.mjs, webkit-page.mjs). The steps run in order in
// one browser and share its storage: the user who signs up on the phone places the desktop's
// spot order, as one person on one computer would.
//
// Each step names the page it shows. Pages are reached as a user reaches them, through the
// app's own links and tabs, after one full load per form factor.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'secret-pass-1';

/** The book has arrived and the kline has drawn its canvas: the pair's screen is complete. */
async function pairShown(page) {
  await page.find('.pd-book__row');
  await page.find('.kl-chart__canvas canvas');
}

/** Sends the form's email code and types it from the demo mode's notice (no email is sent). */
async function typeDemoCode(page) {
  await page.click('[data-testid=send-code]');
  const notice = await page.textOf('[data-testid=demo-code]');
  const code = /(\d{6})\s*$/.exec(notice.trim())?.[1];
  if (!code) throw new Error(`no code in the demo notice: "${notice}"`);
  await page.fill('input[aria-label="Email verification code"]', code);
}

/** A limit price 5 % under the best price the form was given: the order rests in the book. */
const underTheMarket = (price) => (Number(price) * 0.95).toFixed(2);

/** A newcomer's address, new on every run (demo accounts live in the browser's storage). */
export const newcomerEmail = () => `smoke${Date.now()}@example.com`;

/** The steps, in order: `{ name, size, run(page, user) }`. */
export const WALK = [
  {
    name: 'desktop /pc/main',
    size: DESKTOP,
    async run(page) {
      await page.open('/pc/main');
      await page.ready();
      await page.find('.mk-overview__table tbody tr', { text: 'BTC' });
    },
  },
  {
    name: 'desktop /pc/market',
    size: DESKTOP,
    async run(page) {
      await page.click('[data-testid=nav-market]');
      await page.ready();
      await page.find('.dm-market tbody tr', { text: 'BTC' });
    },
  },
  {
    name: 'desktop /pc/trade',
    size: DESKTOP,
    async run(page) {
      await page.click('[data-testid=nav-trade]');
      await page.ready();
      await pairShown(page);
      // A visitor's order form asks to log in first.
      await page.find('.spot-form--visitor .kit-visitor-actions a', { text: 'Log in' });
    },
  },
  {
    name: 'phone /',
    size: PHONE,
    async run(page) {
      await page.open('/');
      await page.ready();
      await page.find('.mk-overview__table tbody tr', { text: 'BTC' });
    },
  },
  {
    name: 'phone /market',
    size: PHONE,
    async run(page) {
      await page.click('.adm-tab-bar-item', { text: 'Market' });
      await page.ready();
      await page.find('.mm-row__open', { text: 'Open BTC/USDT' });
    },
  },
  {
    name: 'phone pair screen /market/btcusdt',
    size: PHONE,
    async run(page) {
      await page.click('.mm-row__open', { text: 'Open BTC/USDT' });
      await page.ready();
      await pairShown(page);
    },
  },
  {
    name: 'phone /register (sign up)',
    size: PHONE,
    async run(page, user) {
      await page.click('.adm-tab-bar-item', { text: 'Home' });
      await page.ready();
      await page.click('[data-testid=home-register]');
      await page.ready();
      await page.fill('input[aria-label="Email"]', user.email);
      await typeDemoCode(page);
      await page.fill('input[aria-label="Password"]', PASSWORD);
      await page.fill('input[aria-label="Confirm password"]', PASSWORD);
      await page.click('label', { text: 'I have read and agree to the user agreement' });
      await page.click('button', { text: 'Register' });
      // A new account is told to log in.
      await page.find('button', { text: 'Log in' });
    },
  },
  {
    name: 'phone /login (log in)',
    size: PHONE,
    async run(page, user) {
      await page.ready();
      await page.fill('input[aria-label="Email"]', user.email);
      await typeDemoCode(page);
      await page.fill('input[aria-label="Password"]', PASSWORD);
      await page.click('button', { text: 'Log in' });
      // Signed in, the home's welcome has no Register any more.
      await page.find('.mk-overview__table tbody tr', { text: 'BTC' });
      await page.ready();
      await page.find('.adm-tab-bar-item', { text: 'Trade' });
    },
  },
  {
    name: 'phone demo contract order /trade',
    size: PHONE,
    async run(page) {
      // The Trade tab opens spot trading; its header switches to the seconds contract.
      await page.click('.adm-tab-bar-item', { text: 'Trade' });
      await page.ready();
      await page.click('[data-testid=trade-switch] a', { text: 'Seconds' });
      await page.ready();
      await page.click('[data-testid=account-demo]');
      await page.find('[data-testid=available]', { text: '10,000.00 USDT' });
      await page.fill('[data-testid=open-amount]', '10');
      await page.click('.ct-button--up', { text: 'Up' });
      await page.find('.adm-toast-main', { text: 'Order created' });
      await page.find('[data-testid=order-card]');
    },
  },
  {
    name: 'desktop spot limit order /pc/trade',
    size: DESKTOP,
    async run(page) {
      await page.open('/pc/trade');
      await page.ready();
      await pairShown(page);
      const price = await page.valueOf('.spot-form input[id$="-price"]');
      await page.fill('.spot-form input[id$="-price"]', underTheMarket(price));
      await page.fill('.spot-form input[id$="-amount"]', '0.001');
      await page.click('.spot-form__submit', { text: 'Buy BTC' });
      await page.find('.ant-message-notice', { text: 'Order placed' });
      await page.find('[role=tab]', { text: 'Open orders (1)' });
      await page.find('.sp-table__row', { text: 'Open' });
    },
  },
  {
    name: 'desktop /pc/main (signed in)',
    size: DESKTOP,
    async run(page) {
      await page.click('[data-testid=nav-home]');
      await page.ready();
      await page.find('.mk-overview__table tbody tr', { text: 'BTC' });
    },
  },
];
