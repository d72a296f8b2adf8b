/**
 * `make`'s value, made on the first call and kept: what a screen builds only when it is first
 * opened (the account forms' machines), not at every start-up of the app.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
