import { describe, expect, it } from 'vitest';
import { createLocationFormFactor } from '../../../src/adapters/browser/location-form-factor.adapter';

describe('the form factor of the page shown', () => {
  it('follows the path at each call: /pc and below is desktop, anything else mobile', () => {
    const location = { pathname: '/market' };
    const shown = createLocationFormFactor(() => location);
    expect(shown.current()).toBe('mobile');
    location.pathname = '/pc/trade';
    expect(shown.current()).toBe('desktop');
    location.pathname = '/PC';
    expect(shown.current()).toBe('desktop');
    location.pathname = '/pcx';
    expect(shown.current()).toBe('mobile');
  });

  it('is the mobile app where there is no page', () => {
    expect(createLocationFormFactor(() => undefined).current()).toBe('mobile');
  });
});
