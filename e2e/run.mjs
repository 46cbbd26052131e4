// `npm run e2e`: the browser tests. Builds what is stale, starts the product once on an empty data directory (it
// migrates and seeds the demo data) and stops it, then runs the test files three at a time, each starting its own
// product on a copy of that directory: files share nothing, and a start takes about a third of a first start.
//
// A file that fails is run once more, alone, when the others are done: a browser test on a loaded two-CPU machine can
// lose a race with an animation that a second run does not. Both runs print in full; the summary names every file that
// needed the second run, and the run fails when a file fails twice.
import { readdirSync, rmSync } from 'node:fs';
import { buildStale } from '../scripts/build-stale.mjs';
import { runHeld } from '../scripts/lib.mjs';
import { startProduct } from './tests/server.mjs';

const here = new URL('.', import.meta.url).pathname;
// Three files at a time: with two, a CI run kept the two CPUs less than half busy (most of a browser test is waiting for
// a reply or a render). The two slowest files go first, so that no worker is left with one of them at the end.
const CONCURRENCY = 3;
const SLOW_FIRST = ['tests/shell.test.mjs', 'tests/smoke.test.mjs'];

/** Runs one test file in its own `node --test`, its output held back and printed whole when it ends. */
const seconds = new Map();
async function runFile(file, env) {
  const run = await runHeld(['--test', file], { cwd: here, env });
  seconds.set(file, run.seconds);
  process.stdout.write(`\n==== ${file} (${run.passed ? 'passed' : 'FAILED'}) ====\n${run.output}`);
  return run.passed;
}

/** Runs the files `concurrency` at a time; answers the ones that failed. */
async function runAll(files, concurrency, env) {
  const queue = [...files];
  const failed = [];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) if (!(await runFile(file, env))) failed.push(file);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

buildStale();
const seeded = await startProduct({ fresh: true });
await seeded.stop({ keepData: true });
const env = { ...process.env, E2E_SEEDED_DIR: seeded.dataDir };
const named = process.argv.slice(2);
const found = readdirSync(`${here}tests`).filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/${f}`);
const files = named.length ? named : [...SLOW_FIRST.filter((f) => found.includes(f)), ...found.filter((f) => !SLOW_FIRST.includes(f))];

const failedOnce = await runAll(files, CONCURRENCY, env);
const failedTwice = failedOnce.length ? await runAll(failedOnce, 1, env) : [];
rmSync(seeded.dataDir, { recursive: true, force: true });

console.log(`\n==== e2e: ${files.length} files, ${files.length - failedOnce.length} passed at the first run ====`);
for (const file of failedOnce) console.log(`${failedTwice.includes(file) ? 'FAILED twice' : 'passed at the second run (flaky)'}: ${file}`);
// Where the run's time went (each file's last run, wall seconds while others ran beside it): the slowest first.
const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.log(`slowest files: ${slowest.map(([file, s]) => `${file.replace('tests/', '')} ${s} s`).join(', ')}`);
process.exit(failedTwice.length ? 1 : 0);
