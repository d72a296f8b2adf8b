// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinMark } from '../../../src/ui/shared/coin-mark';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(element));
  return host;
}

describe('a coin mark', () => {
  it("shows the server's logo, and the app's own mark once the logo fails to load", () => {
    const host = render(<CoinMark coin="BTC" logo="https://cdn.example.com/btc.png" />);
    const img = host.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/btc.png');
    act(() => img?.dispatchEvent(new Event('error')));
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('svg')?.dataset.icon).toBe('generated');
  });

  it('draws the SPEC icon of a coin that has one when the server sent no logo', () => {
    const host = render(<CoinMark coin="USDC" logo="" />);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('svg')?.dataset.icon).toBe('image');
  });
});
