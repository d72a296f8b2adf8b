// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('is its button alone until then, so nothing of the menu is drawn', () => {
    const container = renderInPage(
      <LazyDropdown menu={menu} trigger={['click']}>
        <button type="button">Language</button>
      </LazyDropdown>,
    );
    expect(container.innerHTML).toBe('<button type="button">Language</button>');
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
});
