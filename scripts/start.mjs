// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates the database, seeds the demo data into an empty one and serves the console and /api.
import { spawnSync } from 'node:child_process';
import { isStale } from './lib.mjs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale('server/dist/main.js', 'server/src', 'packages/contract/src')) run(['run', 'build', '-w', 'server']);
if (isStale('web/dist/index.html', 'web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'packages/contract/src')) run(['run', 'build', '-w', 'web']);

await import('../server/dist/main.js');
