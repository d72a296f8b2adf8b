/** A Storage that refuses everything, as Safari private mode or a full quota can. */
export function createThrowingStorage(): Storage {
  const refuse = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    get length(): number {
      return refuse();
    },
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    clear: refuse,
  };
}
