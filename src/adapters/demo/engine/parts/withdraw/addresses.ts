import type { AddressDraft, SavedAddress } from '../../../../../domain/withdraw/address-book';
import { addressProblem, cleanDraft } from '../../../../../domain/withdraw/address-rules';
import { REMOVED_KEPT_MS, type StoredAddress } from './address-record';
import { addressesOf, publicAddressOf } from './saved-addresses';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { nextId } from '../../ids';

export const ADDRESS_NOT_FOUND = 'The address does not exist';
export const ADDRESS_SAVED = 'This address is already saved';
/** A short book keeps the lookalike check meaningful and the state small. */
export const MAX_ADDRESSES = 50;
export const ADDRESS_BOOK_FULL = 'The address book is full';

/** Checks the draft with the domain's own rule: the same texts the form shows. */
function readDraft(draft: AddressDraft): AddressDraft {
  const problem = addressProblem(draft);
  if (problem) refuse(problem);
  return cleanDraft(draft);
}

function owned(context: EngineContext, user: UserRecord, id: string): StoredAddress {
  const found = context.state.addresses.find((entry) => entry.id === id && entry.userId === user.id);
  return found ?? refuse(ADDRESS_NOT_FOUND);
}

function refuseDuplicate(context: EngineContext, user: UserRecord, draft: AddressDraft, except?: string) {
  const duplicate = context.state.addresses.some(
    (entry) =>
      entry.userId === user.id &&
      entry.id !== except &&
      entry.network === draft.network &&
      entry.coin === draft.coin &&
      entry.address === draft.address,
  );
  if (duplicate) refuse(ADDRESS_SAVED);
}

/** Newest first, as the book shows them. */
export function addAddress(context: EngineContext, user: UserRecord, input: AddressDraft, now: number) {
  const draft = readDraft(input);
  refuseDuplicate(context, user, draft);
  if (addressesOf(context, user).length >= MAX_ADDRESSES) refuse(ADDRESS_BOOK_FULL);
  const stored: StoredAddress = {
    ...draft,
    id: nextId(context.state),
    userId: user.id,
    createdAt: now,
    usableAt: now + context.settings.addressCooldownMs,
  };
  context.state.addresses.push(stored);
  return publicAddressOf(stored);
}

/** A new label keeps the lock as it was; a new address, coin or network starts it again. */
export function editAddress(
  context: EngineContext,
  user: UserRecord,
  id: string,
  input: AddressDraft,
  now: number,
) {
  const stored = owned(context, user, id);
  const draft = readDraft(input);
  refuseDuplicate(context, user, draft, id);
  const moved =
    stored.address !== draft.address || stored.network !== draft.network || stored.coin !== draft.coin;
  Object.assign(stored, draft);
  if (moved) stored.usableAt = now + context.settings.addressCooldownMs;
}

/** The address leaves the book; its cool-down is remembered for a day (a typed match waits it out). */
export function removeAddress(context: EngineContext, user: UserRecord, id: string, now: number): void {
  const stored = owned(context, user, id);
  context.state.addresses = context.state.addresses.filter((entry) => entry !== stored);
  const kept = context.state.removedAddresses.filter(
    (entry) => entry.userId !== user.id || now - entry.removedAt < REMOVED_KEPT_MS,
  );
  context.state.removedAddresses = [...kept, { ...stored, removedAt: now }];
}

/** The user's addresses deleted in the last 24 h, as the cool-down rule reads them. */
export function removedAddressesOf(context: EngineContext, user: UserRecord, now: number): SavedAddress[] {
  return context.state.removedAddresses
    .filter((entry) => entry.userId === user.id && now - entry.removedAt < REMOVED_KEPT_MS)
    .map(({ removedAt: _removed, ...entry }) => publicAddressOf(entry));
}

/** Support lifts a saved address's cool-down after checking with the user (and tests skip the wait). */
export function liftAddressLocks(context: EngineContext, user: UserRecord, now: number): void {
  for (const entry of context.state.addresses) {
    if (entry.userId === user.id && entry.usableAt > now) entry.usableAt = now;
  }
}
