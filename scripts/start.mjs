// `npm start`: build the app and serve it as production does (scripts/server/app-server.mjs):
// precompressed assets, long-lived caching of hashed files, security headers, and in http
// mode the API proxied to VITE_API_TARGET. Demo mode unless VITE_BACKEND=http.
import { spawnSync } from 'node:child_process';
import { distRoot, startAppServer } from './server/app-server.mjs';
import { apiBasesOf } from './server/security-headers.mjs';

const port = Number(process.env.PORT ?? 4173);
const mode = process.env.VITE_BACKEND === 'http' ? 'http' : 'demo';

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { app, url } = await startAppServer({
  root: distRoot('dist'),
  port,
  apiTarget: process.env.VITE_API_TARGET || undefined,
  apiBase: apiBasesOf(process.env),
});
console.log(`\nServing the app in ${mode} mode:`);
console.log(`  mobile   ${url}/`);
console.log(`  desktop  ${url}/pc/main\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
