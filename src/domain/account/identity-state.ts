import { IdentityStatus } from '../user/identity';

/** What the verification screen shows, from the profile (/user/info). */
export interface IdentityState {
  status: IdentityStatus;
  /** Why the review refused (the server's remark); '' otherwise. */
  remark: string;
  realName: string;
  idCard: string;
}

/** Never throws; an unknown status reads as not authenticated (the server would refuse). */
export function identityStateOf(profile: {
  authen: number;
  remark?: string;
  realName?: string;
  idCard?: string;
}): IdentityState {
  const known = Object.values(IdentityStatus) as number[];
  const status = (known.includes(profile.authen) ? profile.authen : IdentityStatus.none) as IdentityStatus;
  return {
    status,
    remark: status === IdentityStatus.rejected ? (profile.remark ?? '') : '',
    realName: profile.realName ?? '',
    idCard: profile.idCard ?? '',
  };
}

/** SPEC section 6: verified information cannot be changed, and one under review waits. */
export function maySubmitIdentity(status: IdentityStatus): boolean {
  return status === IdentityStatus.none || status === IdentityStatus.rejected;
}

/** The ID number as shown once sent: its first and last two characters. */
export function maskedIdNumber(idCard: string): string {
  if (idCard.length <= 4) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 2)}${'*'.repeat(idCard.length - 4)}${idCard.slice(-2)}`;
}
