/**
 * The security policy of every page the app serves, in one place: the production server
 * sends it as headers, and the build writes the same Content-Security-Policy into the page
 * as a meta tag for static hosts that cannot send headers. A meta tag cannot forbid
 * framing, so `frame-ancestors` (with X-Frame-Options) only comes as a header: a trading
 * screen must never be framed, or one click on a framed Up button places an order.
 */

/** The API bases of README "Configuration" (VITE_API_BASE and the three derived from it). */
export const API_BASE_VARIABLES = [
  'VITE_API_BASE',
  'VITE_CONTRACT_APP_BASE',
  'VITE_REAL_CONTRACT_BASE',
  'VITE_DESKTOP_API_BASE',
];

/** Every API base set in `env`, for connect-src. */
export function apiBasesOf(env) {
  return API_BASE_VARIABLES.map((name) => env[name] ?? '').filter(Boolean);
}

/**
 * Directives shared by the header and the meta tag. `apiBase` (one base or a list) widens
 * connect-src in http mode to each base on another origin.
 */
export function cspDirectives(apiBase = '') {
  const connect = ["'self'"];
  for (const base of [apiBase].flat()) {
    const origin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
    if (origin && !connect.includes(origin)) connect.push(origin);
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // antd and antd-mobile style through inline style attributes; scripts never run inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    // The customer-service chat is a third-party page in an iframe.
    'frame-src': ['https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function policyText(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The Content-Security-Policy header's directives: the meta tag's plus framing. */
export function headerDirectives(apiBase = '') {
  return { ...cspDirectives(apiBase), 'frame-ancestors': ["'none'"] };
}

/** Features a trading app never uses; the camera stays allowed for KYC document photos. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), camera=(self)';

/** Every security header, as a production host must send them (README, "Production hosts"). */
export function securityHeaders(apiBase = '') {
  return {
    'content-security-policy': policyText(headerDirectives(apiBase)),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
