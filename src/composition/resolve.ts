import type { Container } from 'inversify';
import type { Key } from './keys';

export function resolve<T>(container: Container, key: Key<T>): T {
  return container.get<T>(key);
}
