/**
 * What the built app has in place of `reflect-metadata/lite`, which inversify's container
 * imports for its decorators (vite.config.ts aliases it here). The app binds factories only,
 * with no decorators (DESIGN "Composition"), so inversify makes three calls of it: binding ids
 * kept as metadata of Object. These keep them in a WeakMap; the polyfill cost the entry 2 KB.
 */
type Table = Map<string | symbol | undefined, Map<unknown, unknown>>;

export interface MetadataCalls {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  // The rest of what reflect-metadata's own polyfill expects of a Reflect it finds already
  // equipped (where both load in one process, as the unit tests' shared workers do).
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  getOwnMetadataKeys(target: object, property?: string | symbol): unknown[];
  deleteMetadata(key: unknown, target: object, property?: string | symbol): boolean;
}

export function installMetadata(into: Partial<MetadataCalls>): void {
  const tables = new WeakMap<object, Table>();
  const entries = (target: object, property: string | symbol | undefined, create: boolean) => {
    let table = tables.get(target);
    if (!table && create) tables.set(target, (table = new Map()));
    let found = table?.get(property);
    if (!found && create && table) table.set(property, (found = new Map()));
    return found;
  };
  into.defineMetadata ??= (key, value, target, property) =>
    void entries(target, property, true)?.set(key, value);
  into.getOwnMetadata ??= (key, target, property) => entries(target, property, false)?.get(key);
  into.hasOwnMetadata ??= (key, target, property) => entries(target, property, false)?.has(key) ?? false;
  into.getOwnMetadataKeys ??= (target, property) => [...(entries(target, property, false)?.keys() ?? [])];
  into.deleteMetadata ??= (key, target, property) => entries(target, property, false)?.delete(key) ?? false;
  into.getMetadata ??= (key, target, property) => {
    for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at) as object | null) {
      const found = entries(at, property, false);
      if (found?.has(key)) return found.get(key);
    }
    return undefined;
  };
}

installMetadata(Reflect as unknown as Partial<MetadataCalls>);
