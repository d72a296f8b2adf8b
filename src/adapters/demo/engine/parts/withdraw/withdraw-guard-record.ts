/** The engine's memory of what holds one user's withdrawals. */
export interface WithdrawGuardRecord {
  userId: string;
  /** When the wrong fund passwords still counted were typed. */
  failures: number[];
  lockedUntil: number | null;
  whitelistOnly: boolean;
  /** When whitelist-only was last turned off (it holds withdrawals); null if never. */
  whitelistOffAt: number | null;
}
