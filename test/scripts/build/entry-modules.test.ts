import { describe, expect, it } from 'vitest';
import { FEATURE_GROUPS, featureCodeIn } from '../../../scripts/build/entry-modules.mjs';
import { DEMO_MODULES } from '../../../src/composition/modules/demo-modules';
import { HTTP_MODULES } from '../../../src/composition/modules/http-modules';

const root = '/app';
const flagged = (...paths: string[]) =>
  featureCodeIn(
    paths.map((path) => `${root}/${path}`),
    root,
  );

describe("the entry's feature check", () => {
  it("finds every kind of a feature's code", () => {
    const code = [
      'src/application/wallet/wallet-services.ts',
      'src/application/contract/order.machine.ts',
      'src/domain/spot/spot-rules.ts',
      'src/ui/features/ledger/use-ledger.ts',
      'src/adapters/demo/engine/parts/balances/balances.part.ts',
      'src/adapters/demo/gateways/demo-address-book.adapter.ts',
      'src/adapters/http/contract-shapes.ts',
      'src/adapters/http/demo-funds.adapter.ts',
      'src/adapters/storage/wallet-cache.adapter.ts',
      'src/composition/modules/demo/contract.module.ts',
      'src/composition/deposit.bindings.ts',
      'src/ui/shared/i18n/locales/zh-CN/convert.json',
      'src/application/market/pair-detail.machine.ts',
      'src/adapters/storage/candle-cache.adapter.ts',
      'src/composition/modules/pair.module.ts',
      'src/adapters/demo/engine/market/pair-reads.ts',
      'src/adapters/demo/engine/market/depth.ts',
    ];
    expect(flagged(...code)).toEqual(code);
  });

  it("lets the shell's code be: session, market, the kernel, the exchange's core and the loaders", () => {
    expect(
      flagged(
        'src/application/session/session.machine.ts',
        'src/application/market/live-feed.machine.ts',
        'src/domain/wallet/coins.ts',
        'src/domain/user/identity.ts',
        'src/adapters/demo/engine/core-engine.ts',
        'src/adapters/demo/engine/ledger.ts',
        'src/adapters/demo/engine/market/ticker.ts',
        'src/adapters/demo/gateways/demo-user.adapter.ts',
        'src/adapters/http/market.adapter.ts',
        'src/composition/modules/demo-modules.ts',
        'src/composition/market.bindings.ts',
        'src/ui/shared/i18n/locales/en-US/market.json',
        'node_modules/react-dom/cjs/react-dom.production.js',
      ),
    ).toEqual([]);
  });

  it('knows every feature group the composition loads as a module', () => {
    expect([...FEATURE_GROUPS].sort()).toEqual(Object.keys(DEMO_MODULES).sort());
    expect([...FEATURE_GROUPS].sort()).toEqual(Object.keys(HTTP_MODULES).sort());
  });
});
