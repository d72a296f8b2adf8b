/**
 * Where the end-to-end servers listen: the demo build, the http build, and the reference
 * server the http build's API calls are proxied to. E2E_PORT moves all three together.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4300);
export const HTTP_PORT = DEMO_PORT + 1;
export const SERVER_PORT = DEMO_PORT + 2;
export const REFERENCE_SERVER = `http://127.0.0.1:${SERVER_PORT}`;
