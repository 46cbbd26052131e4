// `npm run db:chain -w server`: mends the migration metadata after branches that each generated a migration are merged.
//
// Each branch numbers its migration and snapshot from the same parent, so after a merge the journal lists only one
// branch's entries and the snapshots do not form a chain (drizzle-kit would then re-create the other branches' tables).
// This script (1) rebuilds meta/_journal.json from the .sql files, in their number order; (2) chains every snapshot's
// prevId to the one before it; (3) makes the last snapshot hold the whole schema: it lets drizzle-kit generate a probe
// migration against the schema files and, when the probe finds changes (another branch's tables), copies the probe's
// snapshot into the last one (keeping its id and prevId) and deletes the probe; (4) checks that a second probe finds
// no changes. Renumber the .sql files first so that their numbers are contiguous (0051_a.sql, 0052_b.sql, …) and
// rename each branch's meta/NNNN_snapshot.json with its migration. docs/decisions.md, "Build and run".
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('./src/db/migrations/', import.meta.url).pathname;
const meta = join(dir, 'meta');
const journalFile = join(meta, '_journal.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const tags = readdirSync(dir)
  .filter((f) => /^\d{4}_.+\.sql$/.test(f))
  .sort()
  .map((f) => f.replace(/\.sql$/, ''));
tags.forEach((tag, idx) => {
  if (Number(tag.slice(0, 4)) !== idx) throw new Error(`migration numbers are not contiguous at ${tag} (expected ${String(idx).padStart(4, '0')}): renumber first`);
});

// (1) The journal, one entry a migration; `when` keeps the first entry's time and grows by a second a migration.
const journal = readJson(journalFile);
const base = journal.entries[0]?.when ?? Date.now();
journal.entries = tags.map((tag, idx) => ({ idx, version: journal.version, when: base + idx * 1000, tag, breakpoints: true }));
writeJson(journalFile, journal);

// (2) The snapshots' chain.
const snapshotOf = (tag) => join(meta, `${tag.slice(0, 4)}_snapshot.json`);
let previous;
for (const tag of tags) {
  const file = snapshotOf(tag);
  if (!existsSync(file)) throw new Error(`${tag} has no snapshot (${file})`);
  const snapshot = readJson(file);
  if (previous && snapshot.prevId !== previous) writeJson(file, { ...snapshot, prevId: previous });
  previous = snapshot.id;
}

// (3) and (4): probes.
const probe = () => {
  const out = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'zz_probe'], { cwd: new URL('.', import.meta.url).pathname, encoding: 'utf8' });
  const made = readdirSync(dir).find((f) => f.endsWith('_zz_probe.sql'));
  if (!made) return { changed: false, out };
  const number = made.slice(0, 4);
  const probeSnapshot = readJson(join(meta, `${number}_snapshot.json`));
  rmSync(join(dir, made));
  rmSync(join(meta, `${number}_snapshot.json`));
  writeJson(journalFile, journal);
  return { changed: true, out, probeSnapshot };
};
const first = probe();
if (first.changed) {
  const lastFile = snapshotOf(tags.at(-1));
  const last = readJson(lastFile);
  writeJson(lastFile, { ...first.probeSnapshot, id: last.id, prevId: last.prevId });
  console.log(`the last snapshot (${tags.at(-1)}) now holds the whole schema`);
}
const second = probe();
if (second.changed) throw new Error(`drizzle-kit still finds schema changes after mending: a branch's tables have no migration?\n${second.out}`);
console.log(`${tags.length} migrations chained (${tags[0]} … ${tags.at(-1)}); drizzle-kit finds no schema changes`);
