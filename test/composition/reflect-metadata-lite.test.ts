import { describe, expect, it } from 'vitest';
import { installMetadata, type MetadataCalls } from '../../src/composition/reflect-metadata-lite';

function calls(): MetadataCalls {
  const into: Partial<MetadataCalls> = {};
  installMetadata(into);
  return into as MetadataCalls;
}

describe('the metadata calls the built app gives inversify', () => {
  it('keeps a value per target, key and property', () => {
    const reflect = calls();
    const target = {};
    reflect.defineMetadata('id', 1, target);
    reflect.defineMetadata('id', 2, target, 'name');
    expect(reflect.getOwnMetadata('id', target)).toBe(1);
    expect(reflect.getOwnMetadata('id', target, 'name')).toBe(2);
    expect(reflect.getOwnMetadata('other', target)).toBeUndefined();
    expect(reflect.getOwnMetadata('id', {})).toBeUndefined();
  });

  it('finds a value up the prototype chain, but not as its own', () => {
    const reflect = calls();
    const Base = {};
    const Derived: object = Object.create(Base);
    reflect.defineMetadata('kind', 'base', Base);
    expect(reflect.getMetadata('kind', Derived)).toBe('base');
    expect(reflect.getOwnMetadata('kind', Derived)).toBeUndefined();
  });

  it('counts binding ids as inversify does: read, then replaced', () => {
    const reflect = calls();
    const read = () => (reflect.getOwnMetadata('bindingId', Object) as number | undefined) ?? 0;
    for (let i = 0; i < 3; i += 1) reflect.defineMetadata('bindingId', read() + 1, Object);
    expect(read()).toBe(3);
  });

  it("answers the rest that reflect-metadata's polyfill reads when it loads after these", () => {
    const reflect = calls();
    const target = {};
    reflect.defineMetadata('id', 1, target);
    expect(reflect.hasOwnMetadata('id', target)).toBe(true);
    expect(reflect.getOwnMetadataKeys(target)).toEqual(['id']);
    expect(reflect.deleteMetadata('id', target)).toBe(true);
    expect(reflect.hasOwnMetadata('id', target)).toBe(false);
    expect(reflect.getOwnMetadataKeys({})).toEqual([]);
  });

  it('leaves calls that are already there alone', () => {
    const own = () => 'own';
    const into: Partial<MetadataCalls> = { getOwnMetadata: own };
    installMetadata(into);
    expect(into.getOwnMetadata).toBe(own);
  });
});
