// `npm run e2e`: the browser tests. Builds what is stale, starts the product once on an empty data directory (it
// migrates and seeds the demo data) and stops it, then runs the test files two at a time, each starting its own
// product on a copy of that directory: files share nothing, and a start takes about a third of a first start.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildStale } from '../scripts/build-stale.mjs';
import { startProduct } from './tests/server.mjs';

buildStale();
const seeded = await startProduct({ fresh: true });
await seeded.stop({ keepData: true });
const files = process.argv.slice(2);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...(files.length ? files : ['tests/'])], {
  cwd: new URL('.', import.meta.url).pathname,
  stdio: 'inherit',
  env: { ...process.env, E2E_SEEDED_DIR: seeded.dataDir },
});
rmSync(seeded.dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
