import type { CustomerLinks } from './user';

/** Where each customer-service contact leads; null when the server gave nothing usable. */
export interface ContactHrefs {
  email: { href: string; address: string } | null;
  messaging: string | null;
  telegram: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const DIGITS = /^\+?[\d\s-]{6,}$/u;
const HANDLE = /^@?([A-Za-z0-9_]{4,})$/u;

/** Only https links leave the app: a server value such as 'javascript:...' is never a link. */
function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * SPEC section 3's customer links as hrefs: the email as mailto:, the messaging app
 * (customerWs) as its https link or a phone number on wa.me, the chat app
 * (customerTelegram) as its https link or a @handle on t.me.
 */
export function contactHrefs(links: CustomerLinks): ContactHrefs {
  const address = links.customerEmail.trim();
  const ws = links.customerWs.trim();
  const telegram = links.customerTelegram.trim();
  const handle = HANDLE.exec(telegram)?.[1];
  return {
    email: EMAIL.test(address) ? { href: `mailto:${address}`, address } : null,
    messaging: DIGITS.test(ws) ? `https://wa.me/${ws.replace(/\D/gu, '')}` : httpsUrl(ws),
    telegram: handle ? `https://t.me/${handle}` : httpsUrl(telegram),
  };
}

/**
 * The chat page may only be framed over https (the app's CSP allows frame-src https: only),
 * and never from the app's own origin: its sandbox allows scripts and same-origin together,
 * which on the app's origin would let the page lift its own sandbox and read the session.
 */
export function chatFrameUrl(url: string, appOrigin: string): string | null {
  const href = httpsUrl(url.trim());
  return href !== null && new URL(href).origin !== appOrigin ? href : null;
}

/**
 * SPEC section 3's platform email (the customer_service_email parameter) is the address the
 * help and contact screens give; the customer call's own email stands in while it is empty.
 */
export function withPlatformEmail(links: CustomerLinks, platformEmail: string): CustomerLinks {
  const email = platformEmail.trim();
  return email ? { ...links, customerEmail: email } : links;
}
