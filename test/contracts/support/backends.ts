import type { BackendFactory } from './backend';
import { createDemoBackend } from './demo-backend';

/** Every backend the contract suites run against; the http one joins with the reference server. */
export const BACKENDS: readonly (readonly [string, BackendFactory])[] = [['demo', createDemoBackend]];
