import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { antdStylesheet } from '../../../../src/ui/desktop/theme/antd-stylesheet';

const DESKTOP = resolve(__dirname, '../../../../src/ui/desktop');

/** The desktop's source files that import from antd. */
function antdUsers(dir = DESKTOP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return antdUsers(path);
    const text = /\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    return text.includes("from 'antd';") ? [text] : [];
  });
}

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
/** antd's class of a component: its name in kebab case, but the button's. */
const classOf = (name: string) => (name === 'Button' ? 'ant-btn' : `ant-${kebab(name)}`);

/**
 * The classes of every antd component the desktop draws: `<Table>` is ant-table; a part
 * (`<Space.Compact>`, `<Input.Password>`) is styled by its own class or by its component's.
 */
function drawnClasses(): Set<string> {
  const classes = new Set<string>();
  for (const text of antdUsers()) {
    const imported = [...text.matchAll(/import \{([^}]*)\} from 'antd';/g)].flatMap(([, list = '']) =>
      list.split(',').map((part) => part.trim()),
    );
    for (const name of imported.filter((item) => /^[A-Z]/.test(item) && item !== 'ConfigProvider')) {
      if (new RegExp(`<${name}[\\s>]`).test(text)) classes.add(classOf(name));
      for (const [, part = ''] of text.matchAll(new RegExp(`<${name}\\.([A-Z]\\w*)`, 'g')))
        classes.add(`${classOf(name)}|${classOf(name)}-${kebab(part)}`);
    }
  }
  return classes;
}

describe("the desktop's antd stylesheet, written at build time", () => {
  let css = '';
  beforeAll(() => {
    css = antdStylesheet();
  }, 60_000);

  it('has the styles of every antd component the desktop imports', () => {
    const drawn = [...drawnClasses()];
    expect(drawn).toEqual(expect.arrayContaining(['ant-table', 'ant-btn', 'ant-space|ant-space-compact']));
    const missing = drawn.filter((names) => !new RegExp(`\\.(${names})[{ .:,]`).test(css));
    expect(missing).toEqual([]);
  });

  it("names its rules as the app's zero-runtime elements are named: no hash class, the theme's own key", () => {
    expect(css.includes('.css-var-desktop{')).toBe(true);
    expect(css.match(/:where\(\.css-[^)]*\)/g)).toBeNull();
    expect(css.includes('data-ant-cssinjs-cache-path')).toBe(false);
  });

  it('carries the desktop theme, not the default one', () => {
    // The surface colour and the dark text on lime buttons, which antd's default theme has not.
    expect(css.match(/--ant-color-bg-container:[^;]*;/)?.[0]).toBe('--ant-color-bg-container:#161a1e;');
    expect(css.match(/--ant-button-primary-color:[^;]*;/)?.[0]).toBe('--ant-button-primary-color:#0b0e11;');
  });
});
