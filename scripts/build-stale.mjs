// Builds what is not built (or is older than its sources): the server bundle and the console.
// `npm start` runs it first; the browser tests run it once before starting products two at a time.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

export function buildStale() {
  const at = (path) => `${root}${path}`;
  if (isStale(at('server/dist/main.js'), at('server/src'), at('packages/contract/src'))) run(['run', 'build', '-w', 'server']);
  if (isStale(at('web/dist/index.html'), at('web/src'), at('web/public'), at('web/index.html'), at('web/vite.config.ts'), at('packages/contract/src'))) run(['run', 'build', '-w', 'web']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildStale();
