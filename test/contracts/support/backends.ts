import type { BackendFactory } from './backend';
import { createDemoBackend } from './demo-backend';
import { createHttpBackend } from './http-backend';

/** Every backend the contract suites run against: the demo adapters, and the http ones over the reference server. */
export const BACKENDS: readonly (readonly [string, BackendFactory])[] = [
  ['demo', createDemoBackend],
  ['http', createHttpBackend],
];
