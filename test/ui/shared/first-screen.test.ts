// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MARK, releaseFirstScreen } from '../../../src/ui/shared/first-screen';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(FIRST_SCREEN_MARK);
});

describe('releaseFirstScreen', () => {
  it('removes the painted screen and the mark that kept its scrollbar, and leaves the app', () => {
    document.documentElement.setAttribute(FIRST_SCREEN_MARK, '');
    document.body.innerHTML = '<div id="root"><main>app</main></div><div id="first-screen">painted</div>';

    releaseFirstScreen();

    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_MARK)).toBe(false);
    expect(document.getElementById('root')?.textContent).toBe('app');
  });

  it('does nothing on a page that was not painted', () => {
    document.body.innerHTML = '<div id="root"><main>app</main></div>';

    releaseFirstScreen();

    expect(document.getElementById('root')?.textContent).toBe('app');
  });
});
