import { formFactorOfPath } from '../shared/form-factor';

/**
 * SPEC section 1: devices that are not Windows, Mac, Linux or iPad are sent from the
 * desktop app to the mobile app.
 *
 * Android says 'Linux' and iPhone/iPod say 'like Mac OS X', so the phone tokens are
 * checked first. Windows Phone says 'Windows'. Decision: Chromebooks ('X11; CrOS') are
 * desktops, being Linux machines with a desktop browser. An iPad in its default desktop
 * mode says 'Macintosh' and is a desktop either way.
 */
const MOBILE = /Android|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10/i;
const DESKTOP = /Windows|Macintosh|Mac OS|Linux|X11|CrOS|iPad/i;

export function isDesktopAgent(userAgent: string): boolean {
  return !MOBILE.test(userAgent) && DESKTOP.test(userAgent);
}

export interface DeviceLocation {
  userAgent: string;
  /** As in window.location, with the colon: 'https:'. */
  protocol: string;
  /** As in window.location, with the port if any: 'www.example.com:8443'. */
  host: string;
  pathname: string;
}

/** DESIGN.md: desktop routes live under /pc. */
function isUnderDesktopBase(pathname: string): boolean {
  return formFactorOfPath(pathname) === 'desktop';
}

/**
 * Where to send a non-desktop device that opened the desktop app: the mobile app at '/'
 * on the same host, with a leading 'www.' replaced by 'web.' (the mobile host). Null when
 * no redirect is due: the path is outside /pc, or the device is a desktop.
 */
export function deviceRedirect(location: DeviceLocation): string | null {
  if (!isUnderDesktopBase(location.pathname) || isDesktopAgent(location.userAgent)) return null;
  const host = location.host.replace(/^www\./i, 'web.');
  return `${location.protocol}//${host}/`;
}
