/**
 * Where the end-to-end servers listen: the demo build, the http build, the reference
 * server the http build's API calls are proxied to, and the same pair again with the
 * server in its SPEC-exact mode (`--spec-shapes`). E2E_PORT moves all five together.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4300);
export const HTTP_PORT = DEMO_PORT + 1;
export const SERVER_PORT = DEMO_PORT + 2;
export const REFERENCE_SERVER = `http://127.0.0.1:${SERVER_PORT}`;
export const SPEC_SERVER_PORT = DEMO_PORT + 3;
export const SPEC_HTTP_PORT = DEMO_PORT + 4;
export const SPEC_REFERENCE_SERVER = `http://127.0.0.1:${SPEC_SERVER_PORT}`;
