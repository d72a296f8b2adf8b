/**
 * The layering of DESIGN.md section 1, enforced. Paths are matched relative to the
 * folder depcruise runs in, so the same rules also judge the fixture in
 * test/fixtures/depcruise (see test/architecture/dependency-rules.test.ts).
 */
const npm = (name) => `(^|/)node_modules/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain imports nothing outside itself; big.js is the one exception, for decimal money math.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', npm('big\\.js')] },
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
      name: 'demo-adapter-does-not-import-http-adapter',
      severity: 'error',
      from: { path: '^src/adapters/demo/' },
      to: { path: '^src/adapters/http/' },
    },
    {
      name: 'http-adapter-does-not-import-demo-adapter',
      severity: 'error',
      from: { path: '^src/adapters/http/' },
      to: { path: '^src/adapters/demo/' },
    },
    {
      name: 'ui-does-not-import-adapters',
      comment: 'The UI binds to machines and use cases; adapters are reached through the composition root.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/adapters/' },
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
    exclude: { path: ['\\.d\\.ts$'] },
  },
};
