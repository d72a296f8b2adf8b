import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const fixture = resolve(root, 'test/fixtures/depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the project's own dependency-cruiser config on the fixture and returns its findings. */
function cruiseFixture(): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      resolve(root, 'node_modules/.bin/depcruise'),
      ['src', '--config', resolve(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: fixture, encoding: 'utf8' },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds errors; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const violations = cruiseFixture();
const found = (rule: string, from: string) => violations.some((v) => v.rule.name === rule && v.from === from);

describe('dependency rules of DESIGN.md section 1', () => {
  it.each([
    ['domain-is-pure', 'src/domain/imports-react.ts'],
    ['application-imports-domain-and-xstate-only', 'src/application/imports-adapter.ts'],
    ['inversify-only-in-composition', 'src/ui/imports-inversify.ts'],
    ['axios-only-in-http-adapter', 'src/ui/imports-axios.ts'],
    ['adapters-do-not-import-sibling-adapters', 'src/adapters/demo/imports-http.ts'],
    ['adapters-do-not-import-sibling-adapters', 'src/adapters/http/imports-demo.ts'],
    ['adapters-do-not-import-sibling-adapters', 'src/adapters/demo/imports-storage.ts'],
    ['ui-does-not-import-adapters', 'src/ui/imports-adapter.ts'],
    ['ui-does-not-import-ports', 'src/ui/imports-port.ts'],
    ['ui-does-not-import-machine-values', 'src/ui/imports-machine-value.ts'],
    ['ui-features-and-shared-import-no-ui-kit', 'src/ui/features/imports-kit.ts'],
    ['ui-features-and-shared-import-no-ui-kit', 'src/ui/features/imports-kit-icons.ts'],
    ['ui-features-and-shared-import-no-ui-kit', 'src/ui/shared/imports-kit.ts'],
    ['ui-features-and-shared-import-no-ui-kit', 'src/ui/shared/imports-kit-part.ts'],
    ['ui-form-factors-do-not-import-each-other', 'src/ui/desktop/imports-mobile.ts'],
    ['ui-features-import-no-form-factor', 'src/ui/features/imports-form-factor.ts'],
    ['ui-shared-imports-no-later-layer', 'src/ui/shared/imports-feature.ts'],
    ['ui-root-loads-form-factors-lazily', 'src/ui/root-imports-form-factor.ts'],
    ['no-circular', 'src/domain/cycle-a.ts'],
    ['domain-features-import-only-the-kernel', 'src/domain/deposit/imports-contract.ts'],
    ['domain-market-readers-import-only-the-kernel-and-market', 'src/domain/contract/imports-spot.ts'],
    ['wallet-kernel-imports-only-the-base', 'src/domain/wallet/imports-feature.ts'],
    ['application-features-do-not-import-each-other', 'src/application/wallet/imports-withdraw.ts'],
    [
      'application-market-readers-import-only-the-market-besides',
      'src/application/contract/imports-withdraw.ts',
    ],
    ['ui-features-do-not-import-each-other', 'src/ui/features/wallet/imports-withdraw.ts'],
    ['ui-market-readers-import-only-the-market-besides', 'src/ui/features/spot/imports-withdraw.ts'],
  ])('rule %s rejects the import in %s', (rule, from) => {
    expect(found(rule, from)).toBe(true);
  });

  it('lets through what the design allows: big.js in domain, xstate in application, inversify in composition, axios in the http adapter, the kits in the pages, type-only imports of a machine, features over shared, form factors loaded lazily by the root', () => {
    const fromAllowed = violations.filter((v) => v.from.split('/').pop()?.startsWith('allowed-'));
    expect(fromAllowed).toEqual([]);
  });

  it('reports exactly the planted kinds of violation and no unresolvable import', () => {
    const rules = [...new Set(violations.map((v) => v.rule.name))].sort();
    expect(rules).toEqual([
      'adapters-do-not-import-sibling-adapters',
      'application-features-do-not-import-each-other',
      'application-imports-domain-and-xstate-only',
      'application-market-readers-import-only-the-market-besides',
      'axios-only-in-http-adapter',
      'domain-features-import-only-the-kernel',
      'domain-is-pure',
      'domain-market-readers-import-only-the-kernel-and-market',
      'inversify-only-in-composition',
      'no-circular',
      'ui-does-not-import-adapters',
      'ui-does-not-import-machine-values',
      'ui-does-not-import-ports',
      'ui-features-and-shared-import-no-ui-kit',
      'ui-features-do-not-import-each-other',
      'ui-features-import-no-form-factor',
      'ui-form-factors-do-not-import-each-other',
      'ui-market-readers-import-only-the-market-besides',
      'ui-root-loads-form-factors-lazily',
      'ui-shared-imports-no-later-layer',
      'wallet-kernel-imports-only-the-base',
    ]);
  });
});
