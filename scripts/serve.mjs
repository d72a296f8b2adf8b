// Serves a built app with the production server (scripts/server/app-server.mjs).
// Usage: node scripts/serve.mjs [--dir dist] [--port 4173]; VITE_API_TARGET proxies the API.
import { parseArgs } from 'node:util';
import { distRoot, startAppServer } from './server/app-server.mjs';
import { apiBasesOf } from './server/security-headers.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const { app, url } = await startAppServer({
  root: distRoot(values.dir),
  port,
  apiTarget: process.env.VITE_API_TARGET || undefined,
  apiBase: apiBasesOf(process.env),
});
console.log(`Serving ${values.dir} on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
