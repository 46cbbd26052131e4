// First-load JS per route of the built console (gzip), against the budgets of the shell issue:
// login at most 250 kB, the shell with home at most 400 kB. Reads web/dist/.vite/manifest.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isStale } from '../scripts/lib.mjs';

const root = new URL('../', import.meta.url).pathname;
const dist = join(root, 'web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (isStale(manifestPath, join(root, 'web/src'), join(root, 'packages/contract/src'), join(root, 'web/vite.config.ts'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const gzipOf = (keys) => [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file))).length, 0);
const byName = (fragment) => Object.keys(manifest).find((key) => key.includes(fragment));

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = [
  { route: '/ (login)', chunks: [entry], budget: 250 },
  { route: '/home/index (shell + home)', chunks: [entry, byName('app/console-routes'), byName('features/home/home-page')], budget: 400 },
];

console.log('route                          first-load JS (gzip)  budget');
let over = false;
for (const { route, chunks, budget } of routes) {
  const keys = chunks.reduce((set, chunk) => closure(chunk, set), new Set());
  const kb = gzipOf(keys) / 1024;
  over ||= kb > budget;
  console.log(`${route.padEnd(30)} ${kb.toFixed(1).padStart(10)} kB          ${budget} kB  ${kb > budget ? 'OVER' : 'ok'}`);
}
console.log(over ? '\nFAIL  a route is over its budget' : '\nPASS  every route within its budget');
