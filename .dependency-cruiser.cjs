/**
 * The layering of DESIGN.md section 1, enforced. Paths are matched relative to the
 * folder depcruise runs in, so the same rules also judge the fixture in
 * test/fixtures/depcruise (see test/architecture/dependency-rules.test.ts).
 */
const npm = (name) => `(^|/)node_modules/${name}/`;
/** The UI kits of the two form factors, with the packages they are built from. */
const uiKit = npm('(antd|antd-mobile|@ant-design/[^/]+|@rc-component/[^/]+|rc-[^/]+)');
/** Features that price from the market feed (the allow-list of the features-apart rules). */
const MARKET_READERS = 'contract|spot';
/** Domain features besides those: each stands alone on the kernel. */
const DOMAIN_FEATURES = 'convert|deposit|withdraw|ledger|notices|products|kyc|invite|account';
/** What every application folder may import besides its own. */
const APP_BASE = 'shared|paging';
/**
 * What every domain module may import: the wallet kernel and the base modules, among them the
 * user's profile (its identity status is what the withdraw and product gates read).
 */
const DOMAIN_BASE = 'wallet|user|precision|paging|shared|payload';
/** The UI root: the files directly in src/ui (app-root.tsx, render-app.tsx). */
const uiRoot = '^src/ui/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain imports nothing outside itself; big.js is the one exception, for decimal money math, ' +
        "and the address checks' hashing and encodings (noble, scure, crc): pure functions, no I/O.",
      severity: 'error',
      from: { path: '^src/domain/' },
      // The address libraries only in the one file that checks addresses (domain/wallet/address-format.ts).
      to: {
        pathNot: ['^src/domain/', npm('big\\.js'), npm('(@noble/hashes|@scure/base|crc)')],
      },
    },
    {
      name: 'address-libraries-in-one-file',
      comment:
        "The address hashing and encodings are used in domain/wallet/address-format.ts alone, the demo engine's hashing in its digests.ts.",
      severity: 'error',
      from: {
        pathNot: ['^src/domain/wallet/address-format\\.ts$', '^src/adapters/demo/engine/digests\\.ts$'],
      },
      to: { path: npm('(@noble/hashes|@scure/base|crc)') },
    },
    {
      name: 'application-imports-domain-and-xstate-only',
      comment: 'src/application imports src/domain and xstate only.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/domain/', '^src/application/', npm('xstate')] },
    },
    {
      name: 'inversify-only-in-composition',
      comment: 'inversify is wiring; wiring lives in the composition root alone.',
      severity: 'error',
      from: { pathNot: '^src/composition/' },
      to: { path: npm('inversify') },
    },
    {
      name: 'axios-only-in-http-adapter',
      comment: 'axios is an HTTP detail of src/adapters/http.',
      severity: 'error',
      from: { pathNot: '^src/adapters/http/' },
      to: { path: npm('axios') },
    },
    {
      name: 'adapters-do-not-import-sibling-adapters',
      comment:
        'An adapter folder (demo, http, storage, clock) imports no other adapter folder; what it needs from another comes through a domain port that the composition root hands it.',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/' },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/$1/' },
    },
    {
      name: 'ui-does-not-import-adapters',
      comment: 'The UI binds to machines and use cases; adapters are reached through the composition root.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'ui-does-not-import-ports',
      comment:
        'Ports are for application and adapters; input ports hand the UI ready machines and use cases.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '\\.port\\.ts$' },
    },
    {
      name: 'ui-does-not-import-machine-values',
      comment:
        'The UI runs the actor logic its input ports hand it and never builds a machine; `import type` from a machine file (its snapshot or event types) is fine.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/application/.+\\.machine\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-features-and-shared-import-no-ui-kit',
      comment:
        'ui/shared and ui/features stay kit-free so both form factors reuse them; antd and antd-mobile belong to the pages of ui/desktop and ui/mobile.',
      severity: 'error',
      from: { path: '^src/ui/(features|shared)/' },
      to: { path: uiKit },
    },
    {
      name: 'ui-form-factors-do-not-import-each-other',
      comment:
        'ui/mobile and ui/desktop are separate lazily loaded chunks; what both need lives in ui/features or ui/shared.',
      severity: 'error',
      from: { path: '^src/ui/(mobile|desktop)/' },
      to: { path: '^src/ui/(mobile|desktop)/', pathNot: '^src/ui/$1/' },
    },
    {
      name: 'ui-features-import-no-form-factor',
      comment:
        'Layers: ui/shared, then ui/features, then the pages of ui/mobile and ui/desktop; the root sits above them all.',
      severity: 'error',
      from: { path: '^src/ui/features/' },
      to: { path: ['^src/ui/(mobile|desktop)/', uiRoot] },
    },
    {
      name: 'ui-shared-imports-no-later-layer',
      comment: 'ui/shared is the first UI layer: it imports no feature, no form factor and not the root.',
      severity: 'error',
      from: { path: '^src/ui/shared/' },
      to: { path: ['^src/ui/(features|mobile|desktop)/', uiRoot] },
    },
    {
      name: 'ui-root-loads-form-factors-lazily',
      comment:
        'Each form factor is its own chunk, so the root (src/ui/*.tsx) reaches it through import() only.',
      severity: 'error',
      from: { path: uiRoot },
      to: { path: '^src/ui/(mobile|desktop)/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'domain-features-import-only-the-kernel',
      comment:
        'A feature domain imports only itself, the wallet kernel and the base modules: what two features share is named in the kernel (domain/wallet), never reached for in another feature.',
      severity: 'error',
      from: { path: `^src/domain/(${DOMAIN_FEATURES})/` },
      to: { path: '^src/domain/', pathNot: ['^src/domain/$1/', `^src/domain/(${DOMAIN_BASE})/`] },
    },
    {
      name: 'domain-market-readers-import-only-the-kernel-and-market',
      comment:
        'The allow-list of domain-features-import-only-the-kernel: contract and spot price positions and orders from the market feed, so they may also read domain/market.',
      severity: 'error',
      from: { path: `^src/domain/(${MARKET_READERS})/` },
      to: { path: '^src/domain/', pathNot: ['^src/domain/$1/', `^src/domain/(market|${DOMAIN_BASE})/`] },
    },
    {
      name: 'wallet-kernel-imports-only-the-base',
      comment:
        'The wallet kernel (coins, networks, balances, the transfer rule) is what features share; it imports no feature.',
      severity: 'error',
      from: { path: '^src/domain/wallet/' },
      to: { path: '^src/domain/', pathNot: `^src/domain/(wallet|${DOMAIN_BASE})/` },
    },
    {
      name: 'application-features-do-not-import-each-other',
      comment:
        "A feature's machines and use cases import only their own folder and application/shared (paging included); what features share lives there, or in the wallet kernel of the domain.",
      severity: 'error',
      from: { path: '^src/application/([^/]+)/', pathNot: `^src/application/(${MARKET_READERS}|market)/` },
      to: {
        path: '^src/application/[^/]+/',
        pathNot: ['^src/application/$1/', `^src/application/(${APP_BASE})/`],
      },
    },
    {
      name: 'application-market-readers-import-only-the-market-besides',
      comment:
        'The allow-list of application-features-do-not-import-each-other: contract and spot hear the market feed; the market reads the market preferences (favourites, up colour).',
      severity: 'error',
      from: { path: `^src/application/(${MARKET_READERS}|market)/` },
      to: {
        path: '^src/application/[^/]+/',
        pathNot: ['^src/application/$1/', `^src/application/(${APP_BASE}|market|preferences)/`],
      },
    },
    {
      name: 'ui-features-do-not-import-each-other',
      comment:
        "A feature's hooks and bodies import no other feature's; shared parts live in ui/shared. Allowed: contract and spot show the market feed and its chart (ui/features/market).",
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/', pathNot: `^src/ui/features/(${MARKET_READERS})/` },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'ui-market-readers-import-only-the-market-besides',
      comment:
        'The allow-list of ui-features-do-not-import-each-other: contract and spot show the market feed.',
      severity: 'error',
      from: { path: `^src/ui/features/(${MARKET_READERS})/` },
      to: { path: '^src/ui/features/', pathNot: ['^src/ui/features/$1/', '^src/ui/features/market/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    // Only our own declaration files: a package whose exports resolve to its .d.ts first
    // (@ant-design/icons) must still count as a dependency, or the kit rules miss it.
    exclude: { path: ['^src/.+\\.d\\.ts$'] },
  },
};
