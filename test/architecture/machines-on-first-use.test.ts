import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

const root = resolve(__dirname, '../..');

/**
 * A machine built where its module is evaluated costs the start-up of every page that imports
 * it: building one is xstate walking its states and transitions, some milliseconds each on a
 * cheap phone, and the nine the entry built were most of xstate's share of its evaluation. So
 * a machine is made when it is first used: `once(() => setup(...).createMachine(...))`, or
 * inside a function.
 */
const TOP_LEVEL_MACHINE = /^(?:export )?const \w+ = (?:setup\(|createMachine\()/m;

describe('machines are made on first use', () => {
  it('no module of the app builds a machine at its top level', () => {
    const offenders = filesUnder(resolve(root, 'src'))
      .filter((file) => TOP_LEVEL_MACHINE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('finds a machine built at the top level', () => {
    expect(
      TOP_LEVEL_MACHINE.test('import x;\nexport const aMachine = setup({ types: {} }).createMachine({});'),
    ).toBe(true);
    expect(
      TOP_LEVEL_MACHINE.test('export const aMachine = once(() =>\n  setup({}).createMachine({}),\n);'),
    ).toBe(false);
  });
});
