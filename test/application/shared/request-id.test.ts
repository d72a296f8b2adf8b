import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId } from '../../../src/application/shared/request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client request ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are random UUIDs, each new', () => {
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('are made from random bytes on a page without randomUUID (plain http off localhost)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    expect(newRequestId()).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
