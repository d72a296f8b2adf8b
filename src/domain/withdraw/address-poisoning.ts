import type { SavedAddress } from './address-book';

/** How many characters at each end people actually compare when they glance at an address. */
export const GLANCE_CHARACTERS = 4;

function ends(address: string): string {
  const a = address.trim().toLowerCase();
  return `${a.slice(0, GLANCE_CHARACTERS)}|${a.slice(-GLANCE_CHARACTERS)}`;
}

/**
 * Address poisoning: an attacker sends dust from an address that shares the first and
 * last characters of one the user trusts, hoping it gets copied from the history. An
 * address that matches a saved one at both ends but differs in between is that trap;
 * the saved address it imitates is returned so the screen can show both.
 */
export function lookalikeOf(address: string, saved: readonly SavedAddress[]): SavedAddress | null {
  const typed = address.trim();
  if (typed.length <= GLANCE_CHARACTERS * 2) return null;
  return (
    saved.find(
      (entry) => entry.address.toLowerCase() !== typed.toLowerCase() && ends(entry.address) === ends(typed),
    ) ?? null
  );
}
