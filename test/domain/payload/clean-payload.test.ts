import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanPayload, isEmptyParam } from '../../../src/domain/payload';

describe('cleanPayload (SPEC section 5: empty parameters are not sent)', () => {
  it('drops null, undefined and empty-string parameters', () => {
    expect(cleanPayload({ a: null, b: undefined, c: '', d: 'x' })).toEqual({ d: 'x' });
  });

  it('keeps values that are falsy but real', () => {
    const nested = { deep: '' };
    const cleaned = cleanPayload({ zero: 0, no: false, text: '0', space: ' ', nan: NaN, nested, list: [] });
    expect(cleaned).toEqual({ zero: 0, no: false, text: '0', space: ' ', nan: NaN, nested, list: [] });
    expect(cleaned.nested).toBe(nested);
  });

  it('sends an order query with an unset coin filter without that filter', () => {
    const query = { pageNo: 1, pageSize: 10, entryStatus: 1, baseCoin: '', quoteCoin: 'USDT' };
    expect(cleanPayload(query)).toEqual({ pageNo: 1, pageSize: 10, entryStatus: 1, quoteCoin: 'USDT' });
  });

  it('sends an asset record query with empty currency and trade type as paging only', () => {
    const query = { currency: '', pageNo: 2, pageSize: 10, tradeType: undefined };
    expect(cleanPayload(query)).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('keeps entryStatus 0 (holding), which is a filter, not an empty value', () => {
    expect(cleanPayload({ entryStatus: 0 })).toEqual({ entryStatus: 0 });
  });

  it('returns a new object and leaves the input alone', () => {
    const params = { a: '', b: 1 };
    const cleaned = cleanPayload(params);
    expect(cleaned).not.toBe(params);
    expect(params).toEqual({ a: '', b: 1 });
  });

  it('keeps a "__proto__" key as plain data instead of changing the prototype', () => {
    const params = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const cleaned = cleanPayload(params);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'a']);
  });
});

describe('cleanPayload properties', () => {
  const paramsArb = fc.dictionary(fc.string(), fc.oneof(fc.constantFrom(null, undefined, ''), fc.anything()));

  it('keeps exactly the non-empty entries, with the same values', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const cleaned: Record<string, unknown> = cleanPayload(params);
        const expected = Object.keys(params).filter((k) => !isEmptyParam(params[k]));
        expect(Object.keys(cleaned)).toEqual(expected);
        for (const key of expected) expect(Object.is(cleaned[key], params[key])).toBe(true);
      }),
    );
  });

  it('never leaves null, undefined or the empty string', () => {
    fc.assert(
      fc.property(paramsArb, (params) => Object.values(cleanPayload(params)).every((v) => !isEmptyParam(v))),
    );
  });

  it('does not mutate its input and is idempotent', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        // Entries rather than a spread copy: the generator also makes null-prototype objects.
        const before = Object.entries(params);
        const once = cleanPayload(params);
        expect(Object.entries(params)).toStrictEqual(before);
        expect(Object.entries(cleanPayload(once))).toStrictEqual(Object.entries(once));
      }),
    );
  });
});
