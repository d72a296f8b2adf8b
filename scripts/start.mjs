// `npm start`: build the app and serve it. Demo mode unless VITE_BACKEND=http.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '4173';
const mode = process.env.VITE_BACKEND === 'http' ? 'http' : 'demo';

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nServing the app in ${mode} mode:`);
console.log(`  mobile   http://127.0.0.1:${port}/`);
console.log(`  desktop  http://127.0.0.1:${port}/pc/main\n`);
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', port, '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
