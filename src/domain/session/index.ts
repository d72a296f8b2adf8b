export { DEFAULT_CAN_PURCHASE } from './session';
export type { StoredSession } from './session';
export type { SessionExpiryListener, SessionStore, TokenSource } from './session.port';
export { maskEmail } from './mask-email';
export { isValidEmail, validateEmail, validateLogin } from './login-validation';
export type { EmailProblem, LoginForm, LoginProblem } from './login-validation';
export {
  DESKTOP_PASSWORD_MAX,
  DESKTOP_PASSWORD_MIN,
  isValidDesktopPassword,
  isValidMobilePassword,
  MOBILE_PASSWORD_MIN,
} from './password-rules';
export {
  DESKTOP_LOGIN_PATH,
  guardDesktopPath,
  isPublicDesktopPath,
  normaliseDesktopPath,
  PUBLIC_DESKTOP_PATHS,
} from './route-guard';
export type { DesktopGuardResult } from './route-guard';
export { deviceRedirect, isDesktopAgent } from './device-redirect';
export type { DeviceLocation } from './device-redirect';
