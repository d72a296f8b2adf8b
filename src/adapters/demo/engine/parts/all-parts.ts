import type { EnginePart } from '../engine-part';
import { authenticatorPart } from './authenticator/authenticator.part';
import { securityPart } from './security/security.part';
import { balancesPart } from './balances/balances.part';
import { contractPart } from './contract/contract.part';
import { convertPart } from './convert/convert.part';
import { depositPart } from './deposit/deposit.part';
import { identityPart } from './identity/identity.part';
import { invitePart } from './invite/invite.part';
import { helpPart } from './help/help.part';
import { noticesPart } from './notices/notices.part';
import { ledgerPart } from './ledger/ledger.part';
import { productsPart } from './products/products.part';
import { spotPart } from './spot/spot.part';
import { withdrawPart } from './withdraw/withdraw.part';

/**
 * Every part, for the engine that runs whole: the reference server and the tests. The app's
 * demo registers each with its feature's module instead. Balances first: the books it needs
 * register in the order their work falls due (settlement, fills, deposits, reviews).
 */
export const ALL_ENGINE_PARTS = [
  balancesPart,
  contractPart,
  spotPart,
  depositPart,
  withdrawPart,
  convertPart,
  productsPart,
  ledgerPart,
  identityPart,
  authenticatorPart,
  securityPart,
  invitePart,
  helpPart,
  noticesPart,
] as const;

/** Each part once, every part it needs before it: the order they register in. */
export function inRegistrationOrder(parts: readonly EnginePart[]): EnginePart[] {
  const ordered: EnginePart[] = [];
  const visit = (part: EnginePart) => {
    if (ordered.includes(part)) return;
    (part.needs ?? []).forEach(visit);
    ordered.push(part);
  };
  parts.forEach(visit);
  return ordered;
}

export const EVERY_ENGINE_PART: readonly EnginePart[] = inRegistrationOrder(ALL_ENGINE_PARTS);
