import { DESKTOP_PATH_BASE, type FormFactor } from '../shared/form-factor';

/** One user who registered with the inviter's code, as the inviter may see them. */
export interface Invitee {
  /** Masked by the server (first 4, '***', last 4): the inviter never sees a whole address. */
  email: string;
  /** When they registered (ms). */
  joinedAt: number;
}

/** The query parameter an invite link carries its code in; the register forms read it. */
export const INVITE_CODE_PARAM = 'code';

/** The register screen of each app, where an invite link leads. */
const REGISTER_PATHS: Readonly<Record<FormFactor, string>> = {
  mobile: '/register',
  desktop: `${DESKTOP_PATH_BASE}/login/register`,
};

/**
 * The link an inviter shares: the app's own register screen (the form factor's it is shown
 * on) with the code in the address, so the form opens with it filled in. '' without a code.
 */
export function inviteLink(origin: string, code: string, formFactor: FormFactor): string {
  const trimmed = code.trim();
  if (trimmed === '') return '';
  const base = origin.replace(/\/+$/, '');
  return `${base}${REGISTER_PATHS[formFactor]}?${INVITE_CODE_PARAM}=${encodeURIComponent(trimmed)}`;
}

/** The invite code an address carries ('' when none): what a register form starts with. */
export function inviteCodeOf(search: string): string {
  return (new URLSearchParams(search).get(INVITE_CODE_PARAM) ?? '').trim();
}
