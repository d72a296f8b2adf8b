// The top-level routes of both form factors, each with the JS (gzip KB) it may load before it
// is usable, and the routes Lighthouse and axe visit. A new feature loads only on its own
// routes: its budget is set here when it lands, and `/` never grows (DESIGN section 4).
// Routes that need a session are measured signed out, as a visitor first meets them (the
// login page). Each budget is the route's figure when it was set (2026-11-23) plus about 3 %;
// `/` and `/pc/main` keep DESIGN's 180 and 300 KB since the feature modules load with their
// first route, and the desktop market's antd table makes it the heaviest list.
export const ROUTE_BUDGETS = [
  { form: 'mobile', path: '/', kb: 180 },
  { form: 'mobile', path: '/market', kb: 245 },
  { form: 'mobile', path: '/market/btcusdt', kb: 440 },
  { form: 'mobile', path: '/trade', kb: 260 },
  { form: 'mobile', path: '/assets', kb: 280 },
  { form: 'mobile', path: '/my', kb: 250 },
  { form: 'mobile', path: '/login', kb: 280 },
  { form: 'desktop', path: '/pc/main', kb: 300 },
  { form: 'desktop', path: '/pc/market', kb: 450 },
  { form: 'desktop', path: '/pc/trade', kb: 540 },
  { form: 'desktop', path: '/pc/scontract', kb: 395 },
  { form: 'desktop', path: '/pc/finance/list', kb: 365 },
  // The projects bring the products module and texts, like the other product lists.
  { form: 'desktop', path: '/pc/subscribe/list', kb: 365 },
  { form: 'desktop', path: '/pc/pool/list', kb: 365 },
  { form: 'desktop', path: '/pc/fund/list', kb: 365 },
  { form: 'desktop', path: '/pc/account/assert/2', kb: 365 },
  { form: 'desktop', path: '/pc/setting/safty', kb: 365 },
  { form: 'desktop', path: '/pc/login/login', kb: 365 },
  { form: 'desktop', path: '/pc/about/us', kb: 335 },
  // withdraw: measured signed out (the login page), so set like their neighbours, not measured.
  { form: 'mobile', path: '/setting/address', kb: 280 },
  { form: 'desktop', path: '/pc/setting/address', kb: 365 },
  // exchange and ledger: signed-out visits show the login page, so set like their neighbours.
  { form: 'mobile', path: '/account/dui', kb: 280 },
  { form: 'mobile', path: '/account/trade', kb: 280 },
  { form: 'desktop', path: '/pc/account/dui', kb: 365 },
  { form: 'desktop', path: '/pc/account/trade', kb: 365 },
  // deposit and withdraw: signed-in pages too, so set like their neighbours; the deposit
  // chunk carries the QR library (about 12 KB gzip).
  { form: 'mobile', path: '/account/recharge', kb: 295 },
  { form: 'mobile', path: '/account/withdraw', kb: 285 },
  { form: 'desktop', path: '/pc/account/recharge', kb: 380 },
  { form: 'desktop', path: '/pc/account/withdrawel', kb: 370 },
  // products: the lists are public and bring the products module and texts (set like the other
  // feature pages; the return chart's echarts loads only with a purchase form).
  { form: 'mobile', path: '/finance', kb: 285 },
  { form: 'mobile', path: '/mining', kb: 285 },
  { form: 'mobile', path: '/fund', kb: 285 },
  { form: 'mobile', path: '/subscribe', kb: 285 },
  // spot: /coin/:symbol needs a session, so signed out it is the login page, set like its
  // neighbours. Its own code (order entry, lists, the spot machines) loads only on it.
  { form: 'mobile', path: '/coin/btcusdt', kb: 280 },
  // The rest of the mobile table, measured when the feature modules came (2026-11-27) plus about
  // 3 %: the account forms, the language list, and three screens that need a session (signed
  // out, the login page).
  // Register and forgot password carry the account forms' module since it left the entry
  // (2026-12-02: 243.7 and 242.0 KB, every other route 2.3 KB lighter), plus about 1 %.
  { form: 'mobile', path: '/register', kb: 246 },
  { form: 'mobile', path: '/forget', kb: 245 },
  { form: 'mobile', path: '/language', kb: 201 },
  { form: 'mobile', path: '/setting/safty', kb: 240 },
  { form: 'mobile', path: '/setting/verify', kb: 240 },
  { form: 'mobile', path: '/setting/fund-password', kb: 240 },
  { form: 'mobile', path: '/setting/authenticator', kb: 240 },
  { form: 'mobile', path: '/my/profile', kb: 240 },
  // account: the invite screen needs a session (signed out, the login page), set like its neighbours.
  { form: 'mobile', path: '/invite', kb: 240 },
  // messages and help: the messages need a session (signed out, the login page), set like
  // their neighbours.
  { form: 'mobile', path: '/setting/message', kb: 280 },
  { form: 'desktop', path: '/pc/setting/message', kb: 365 },
  // The help centre is public: set like the About pages' neighbours on the phone.
  { form: 'mobile', path: '/help', kb: 280 },
];

/**
 * The scripts index.html itself loads (gzip KB; DESIGN section 4): the entry and its static
 * imports, the same on every route. No feature module adds to them (the build fails when a
 * feature's code enters the entry: scripts/build/entry-modules.mjs).
 */
export const INDEX_HTML_SCRIPTS_KB = 155;

/** Lighthouse performance floors (DESIGN section 4); null: reported, not judged. `runs`: median of. */
export const LIGHTHOUSE_ROUTES = [
  { form: 'mobile', path: '/', minScore: 93, runs: 5 },
  { form: 'mobile', path: '/market', minScore: null },
  { form: 'mobile', path: '/trade', minScore: null },
  { form: 'desktop', path: '/pc/main', minScore: 95, maxCls: 0.02 },
  { form: 'desktop', path: '/pc/trade', minScore: null },
  { form: 'desktop', path: '/pc/scontract', minScore: null },
];
