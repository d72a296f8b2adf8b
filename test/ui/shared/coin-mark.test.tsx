// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinMark } from '../../../src/ui/shared/coin-mark';
import { cleanUpPage, renderInPage as render } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

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
