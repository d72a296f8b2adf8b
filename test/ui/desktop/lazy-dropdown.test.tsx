// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LazyDropdownModule from '../../../src/ui/desktop/shared/lazy-dropdown';
import { LazyDropdown } from '../../../src/ui/desktop/shared/lazy-dropdown';
import { cleanUpPage, renderInPage } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

// The header's menus: antd's Dropdown fetched when the button is first reached for.

const menu = { items: [{ key: 'en', label: 'English' }] };

/** Lets the lazy import and React's retry of the suspended tree settle, up to 10 s. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** antd marks the button it has taken over. */
const takenOver = () => document.querySelector('.ant-dropdown-trigger') !== null;

describe('a header menu loaded when first reached for', { timeout: 20_000 }, () => {
  it('is its plain button until then, so nothing of the menu is drawn', () => {
    const container = renderInPage(
      <LazyDropdown menu={menu} trigger={['click']}>
        <button type="button">Language</button>
      </LazyDropdown>,
    );
    expect(container.querySelector('button')?.outerHTML).toBe('<button type="button">Language</button>');
    expect(takenOver()).toBe(false);
  });

  it('opens on the press that came before its code, and tells a controlling owner', async () => {
    const onOpenChange = vi.fn();
    const container = renderInPage(
      <LazyDropdown menu={menu} trigger={['click']} onOpenChange={onOpenChange}>
        <button type="button">Language</button>
      </LazyDropdown>,
    );
    act(() => container.querySelector('button')?.click());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await settle(() => document.body.textContent?.includes('English') ?? false);
    expect(takenOver()).toBe(true);
    expect(document.body.textContent).toContain('English');
  });

  it('follows the open state its owner controls', async () => {
    const container = renderInPage(
      <LazyDropdown menu={menu} trigger={['click']} open={false}>
        <button type="button">Language</button>
      </LazyDropdown>,
    );
    act(() => container.querySelector('button')?.click());
    await settle(takenOver);
    expect(takenOver()).toBe(true);
    expect(document.body.textContent).not.toContain('English');
  });

  // The first fetch of the code is cached for the page: these start from a page without it.
  const fresh = async (): Promise<typeof LazyDropdownModule> => {
    vi.resetModules();
    return import('../../../src/ui/desktop/shared/lazy-dropdown');
  };

  it('gives the focus the button had to the button antd draws', async () => {
    const { LazyDropdown: Fresh } = await fresh();
    const container = renderInPage(
      <Fresh menu={menu} trigger={['click']}>
        <button type="button">Language</button>
      </Fresh>,
    );
    act(() => container.querySelector('button')?.focus());
    await settle(takenOver);
    expect(takenOver()).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.ant-dropdown-trigger'));
  });

  it('keeps the pressed button until the press ends, then opens the menu', async () => {
    const { LazyDropdown: Fresh } = await fresh();
    const container = renderInPage(
      <Fresh menu={menu} trigger={['click']}>
        <button type="button">Language</button>
      </Fresh>,
    );
    const pressed = container.querySelector('button');
    act(() => pressed?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    // The code arrives while the button is held down: the button stays the same element.
    await act(async () => {
      await import('antd/es/dropdown');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('button')).toBe(pressed);
    expect(takenOver()).toBe(false);
    act(() => pressed?.click());
    await settle(() => document.body.textContent?.includes('English') ?? false);
    expect(takenOver()).toBe(true);
    expect(document.body.textContent).toContain('English');
  });
});
