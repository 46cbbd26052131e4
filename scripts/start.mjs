// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates the database, seeds the demo data into an empty one and serves the console and /api.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

const stale = (output, ...sources) => !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale('server/dist/main.js', 'server/src', 'packages/contract/src')) run(['run', 'build', '-w', 'server']);
if (stale('web/dist/index.html', 'web/src', 'web/public', 'packages/contract/src')) run(['run', 'build', '-w', 'web']);

await import('../server/dist/main.js');
