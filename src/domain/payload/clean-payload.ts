/** The payload after cleaning: keys may be gone, and the ones left are never null or undefined. */
export type CleanPayload<T extends Record<string, unknown>> = {
  [K in keyof T]?: Exclude<T[K], null | undefined>;
};

/** SPEC section 5: the values that count as "empty" and are not sent. */
export function isEmptyParam(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * SPEC section 5: removes null, undefined and '' parameters before sending (bodies and
 * record queries alike), so an unset filter means "no filter" rather than "match ''".
 * Everything else, including 0, false, '0', ' ' and NaN, is a real value and is kept.
 * Returns a new object; the input is not changed.
 */
export function cleanPayload<T extends Record<string, unknown>>(params: T): CleanPayload<T> {
  // fromEntries defines own properties, so a '__proto__' key stays data, never a prototype.
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => !isEmptyParam(value)),
  ) as CleanPayload<T>;
}
