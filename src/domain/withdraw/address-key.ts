import type { Network } from '../wallet/networks';

/** EVM addresses are hex: the checksum's mixed case (EIP-55) names the same account as any other case. */
const CASELESS: readonly string[] = ['ERC20', 'BEP20'] satisfies readonly Network[];

/**
 * The address as the cool-down compares it: trimmed, and lower-cased on EVM networks, where
 * case carries only the checksum. TRON and TON addresses are case-sensitive: kept as typed.
 */
export function addressKey(network: string, address: string): string {
  const trimmed = address.trim();
  return CASELESS.includes(network) ? trimmed.toLowerCase() : trimmed;
}

/** Whether two entries name the same address on the same network. */
export function sameAddress(
  a: { network: string; address: string },
  b: { network: string; address: string },
): boolean {
  return a.network === b.network && addressKey(a.network, a.address) === addressKey(b.network, b.address);
}
