// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDialog, LazyPopup } from '../../../src/ui/mobile/shared/overlays';
import { cleanUpPage, renderInPage } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

// The phone's dialog and sheet: antd-mobile's, fetched the first time a screen opens one.

/** Lets the lazy import and React's retry of the suspended tree settle, up to 10 s. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const shown = (text: string) => () => document.body.textContent?.includes(text) ?? false;

describe('overlays loaded when first opened', { timeout: 20_000 }, () => {
  it('draw nothing while closed, so a screen that never opens one never fetches it', () => {
    const container = renderInPage(
      <>
        <LazyDialog visible={false} content="Confirm the order" />
        <LazyPopup visible={false}>Transfer</LazyPopup>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('show the dialog and the sheet once visible', async () => {
    renderInPage(
      <>
        <LazyDialog visible content="Confirm the order" />
        <LazyPopup visible>Transfer</LazyPopup>
      </>,
    );
    await settle(() => shown('Confirm the order')() && shown('Transfer')());
    expect(document.body.textContent).toContain('Confirm the order');
    expect(document.body.textContent).toContain('Transfer');
  });
});
