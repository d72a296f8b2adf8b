import type { SavedAddress } from './address-book';
import { addressKey } from './address-key';

/** How many characters at each end people actually compare when they glance at an address. */
export const GLANCE_CHARACTERS = 4;

/**
 * An address the user already trusts: a saved one (with its label) or one a past withdrawal
 * went to (no label). What a lookalike is compared with.
 */
export interface KnownAddress {
  address: string;
  label: string | null;
}

function ends(address: string): string {
  const a = address.trim().toLowerCase();
  return `${a.slice(0, GLANCE_CHARACTERS)}|${a.slice(-GLANCE_CHARACTERS)}`;
}

/**
 * Address poisoning: an attacker sends dust from an address that shares the first and
 * last characters of one the user trusts, hoping it gets copied from the history. An
 * address that matches a known one at both ends but differs in between is that trap;
 * the known address it imitates is returned so the screen can show both.
 */
export function lookalikeOf<T extends { address: string }>(address: string, known: readonly T[]): T | null {
  const typed = address.trim();
  if (typed.length <= GLANCE_CHARACTERS * 2) return null;
  return (
    known.find(
      (entry) => entry.address.toLowerCase() !== typed.toLowerCase() && ends(entry.address) === ends(typed),
    ) ?? null
  );
}

/** The saved addresses first (they carry a label), then past withdrawals' others, each once. */
export function knownAddresses(saved: readonly SavedAddress[], past: readonly string[]): KnownAddress[] {
  const seen = new Set(saved.map((entry) => entry.address.toLowerCase()));
  const others = [...new Set(past)].filter((address) => !seen.has(address.toLowerCase()));
  return [
    ...saved.map(({ address, label }) => ({ address, label })),
    ...others.map((address) => ({ address, label: null })),
  ];
}

/** A run of characters of an address, and whether it differs from the address it is compared with. */
export interface AddressPart {
  text: string;
  differs: boolean;
}

/**
 * The address in runs, marking where it differs, character by character, from `other` on the
 * same network, compared as the cool-down compares them (an EVM address's letter case is only
 * its checksum; elsewhere case counts).
 */
export function differencesFrom(network: string, address: string, other: string): AddressPart[] {
  const a = addressKey(network, address);
  const b = addressKey(network, other);
  const parts: AddressPart[] = [];
  [...address].forEach((char, i) => {
    const differs = a[i] !== b[i];
    const last = parts[parts.length - 1];
    if (last && last.differs === differs) last.text += char;
    else parts.push({ text: char, differs });
  });
  return parts;
}
