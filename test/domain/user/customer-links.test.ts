import { describe, expect, it } from 'vitest';
import { chatFrameUrl, contactHrefs } from '../../../src/domain/user/customer-links';

describe('customer-service contact links', () => {
  it('turns the email into mailto: and keeps https links of the apps as they are', () => {
    expect(
      contactHrefs({
        customerEmail: ' help@example.com ',
        customerWs: 'https://wa.me/10000000000',
        customerTelegram: 'https://t.me/help_desk',
      }),
    ).toEqual({
      email: { href: 'mailto:help@example.com', address: 'help@example.com' },
      messaging: 'https://wa.me/10000000000',
      telegram: 'https://t.me/help_desk',
    });
  });

  it('links a bare phone number on wa.me and a @handle on t.me', () => {
    const hrefs = contactHrefs({
      customerEmail: '',
      customerWs: '+1 000-555-0100',
      customerTelegram: '@help_desk',
    });
    expect(hrefs.messaging).toBe('https://wa.me/10005550100');
    expect(hrefs.telegram).toBe('https://t.me/help_desk');
  });

  it('gives no link for empty, unsafe or non-https values', () => {
    expect(
      contactHrefs({
        customerEmail: 'not an email',
        customerWs: 'javascript:alert(1)',
        customerTelegram: 'http://t.me/x',
      }),
    ).toEqual({ email: null, messaging: null, telegram: null });
  });

  it('frames only https chat pages', () => {
    const app = 'https://www.exchange.example';
    expect(chatFrameUrl('https://chat.example/widget', app)).toBe('https://chat.example/widget');
    expect(chatFrameUrl('http://chat.example/widget', app)).toBeNull();
    expect(chatFrameUrl('', app)).toBeNull();
    expect(chatFrameUrl('data:text/html,<b>x</b>', app)).toBeNull();
    // On the app's own origin, scripts plus same-origin would lift the sandbox: never framed.
    expect(chatFrameUrl('https://www.exchange.example/chat', app)).toBeNull();
    expect(chatFrameUrl(' HTTPS://WWW.EXCHANGE.EXAMPLE:443/chat ', app)).toBeNull();
  });
});
