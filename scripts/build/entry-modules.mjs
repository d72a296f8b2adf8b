import { relative } from 'node:path';
import { startupChunks } from './startup-stages.mjs';

/**
 * The feature groups that load as modules with their first route (src/composition/modules).
 * A new group joins this list with its module: its code may then never be in the entry.
 */
export const FEATURE_GROUPS = [
  'wallet',
  'deposit',
  'withdraw',
  'convert',
  'ledger',
  'spot',
  'contract',
  'pair',
  'products',
  'messages',
  'account',
  'accountForms',
];

/**
 * The groups whose words are the shell's, with no text area of their own: the pair's are the
 * market's, the account forms' the session's (src/ui/shared/i18n/text-areas.ts names the same).
 */
export const GROUPS_IN_SHELL_TEXTS = ['pair', 'accountForms'];

/** What each group owns besides the folders of its name: the adapters' files named otherwise. */
const OTHER_NAMES = {
  withdraw: ['address-book'],
  contract: ['transfer', 'demo-funds'],
  account: ['identity', 'authenticator', 'invite'],
  messages: ['help'],
};

/**
 * Files of a group that live beside the shell's: the pair's detail feed and the demo market's
 * reads of one pair are the market's, the account forms are the session's.
 */
const OWN_FILES = [
  /^src\/application\/session\/account-forms\./,
  /^src\/composition\/account-forms\.bindings\.ts$/,
  /^src\/application\/market\/pair-detail\./,
  /^src\/composition\/pair-detail\.bindings\.ts$/,
  /^src\/adapters\/storage\/(candle-cache|timeframe-store)\.adapter\.ts$/,
  // The demo market's candles, book and deals: the lists' tickers are worked out without them.
  /^src\/adapters\/demo\/engine\/market\/(pair-reads|candles|closed-candles|deals|depth)\.ts$/,
];

const names = FEATURE_GROUPS.flatMap((group) => [group, ...(OTHER_NAMES[group] ?? [])]).join('|');
const groups = FEATURE_GROUPS.join('|');

/** Where a feature's code lives, as paths from the project root. The kernel (domain/wallet) is shared. */
export const FEATURE_CODE = [
  new RegExp(`^src/application/(${groups})/`),
  new RegExp(`^src/domain/(${FEATURE_GROUPS.filter((group) => group !== 'wallet').join('|')})/`),
  new RegExp(`^src/ui/features/(${groups})/`),
  /^src\/adapters\/demo\/engine\/parts\//,
  new RegExp(`^src/adapters/demo/gateways/demo-(${names})[.-]`),
  new RegExp(`^src/adapters/http/(${names})[.-]`),
  new RegExp(`^src/adapters/storage/(${names})[.-]`),
  /^src\/composition\/modules\/((demo|http)\/|[^/]+\.module\.ts$)/,
  new RegExp(`^src/composition/(${groups})\\.bindings\\.ts$`),
  new RegExp(`^src/ui/shared/i18n/locales/[^/]+/(${groups})\\.json$`),
  ...OWN_FILES,
];

/** The entry's modules that belong to a feature, as paths from the root. */
export function featureCodeIn(moduleIds, root) {
  return moduleIds
    .map((id) => relative(root, id.split('?')[0]).replaceAll('\\', '/'))
    .filter((path) => FEATURE_CODE.some((pattern) => pattern.test(path)));
}

/**
 * Fails the build when a feature's code is in the entry chunk (the scripts index.html loads):
 * a feature loads with its first route, so adding one never grows the first screen. The
 * entry's modules are written beside the build (entry-modules.json) for whoever asks why.
 */
export function entryWithoutFeatures() {
  let root = process.cwd();
  return {
    name: 'entry-without-features',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // The entry, its start-up stages and every chunk they import: what index.html has the browser load.
      const modules = startupChunks(bundle).flatMap((chunk) => chunk.moduleIds);
      const paths = modules.map((id) => relative(root, id.split('?')[0]).replaceAll('\\', '/')).sort();
      this.emitFile({
        type: 'asset',
        fileName: 'entry-modules.json',
        source: `${JSON.stringify(paths, null, 1)}\n`,
      });
      const found = featureCodeIn(modules, root);
      if (found.length > 0)
        this.error(
          `A feature's code is in the entry; it must load with its module (docs/adding-a-feature.md):\n  ${found.join('\n  ')}`,
        );
    },
  };
}
