import type { Container } from 'inversify';
import type { DemoExchange } from '../adapters/demo/demo-exchange';
import type { EnginePart } from '../adapters/demo/engine/engine-part';
import { DemoKeys, type Key } from './keys';

/** Binds an output port to its demo adapter over the one in-browser exchange. */
export function bindDemoGateway<T>(
  container: Container,
  key: Key<T>,
  build: (deps: { exchange: DemoExchange }) => T,
): void {
  container.bind(key).toResolvedValue((exchange: DemoExchange) => build({ exchange }), [DemoKeys.exchange]);
}

/** Registers a feature's part of the demo exchange (and the parts it needs) as its module loads. */
export function registerEnginePart(container: Container, part: EnginePart): void {
  container.get<DemoExchange>(DemoKeys.exchange).register(part);
}
