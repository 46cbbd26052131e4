// Which routes of the specification's routes.tsv the console has pages for, per platform, and which it adds.
// Usage: npm run routes:coverage [-- path/to/routes.tsv]   (default: shared/spec/routes.tsv beside the checkout or a parent)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ALIPAY_AUTH_CALLBACK_PATH, APPLY_NO_INSTRUCTION_PATH } from '@console/contract';
import { consoleRoutes, pagesOf } from '../src/app/route-table';
import { EXTERNAL_PATHS } from '../src/features/external/paths';

/** The spec beside the checkout or beside one of its parents (a worktree under /work/wt/<name> finds /work/shared). */
function specNearby(): string {
  for (let dir = resolve('..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/spec/routes.tsv');
    if (existsSync(candidate) || dirname(dir) === dir) return candidate;
  }
}
const file = process.argv[2] ?? specNearby();
if (!existsSync(file)) {
  console.error(`routes.tsv not found at ${file}: pass its path`);
  process.exit(2);
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map(([platform, path, title]) => ({ platform: platform!, path: path!, title: title! }));
const built = new Set(pagesOf(consoleRoutes).map(({ route }) => route.path));
// Routes the router serves outside the console's tables (login, error pages, public pages, the /redirect/ prefix).
const outside = new Set(['/', '/redirect/', '/error-page/404', '/error-page/401', '/error-page/no-auth', '/manager/oauth', '/base/services/announcement/notice/detail', ...EXTERNAL_PATHS, APPLY_NO_INSTRUCTION_PATH, ALIPAY_AUTH_CALLBACK_PATH]);
const has = (path: string) => built.has(path) || outside.has(path);

const platforms = [...new Set(rows.map((r) => r.platform))];
let done = 0;
console.log('| platform | built | of | missing (first 6) |\n|---|---|---|---|');
for (const platform of platforms) {
  const mine = rows.filter((r) => r.platform === platform);
  const missing = mine.filter((r) => !has(r.path));
  done += mine.length - missing.length;
  console.log(`| ${platform} | ${mine.length - missing.length} | ${mine.length} | ${missing.slice(0, Number(process.env.SHOW ?? 6)).map((r) => r.path).join(', ')}${missing.length > 6 ? ' …' : ''} |`);
}
console.log(`\n${done} of ${rows.length} specified routes have pages.`);
const spec = new Set(rows.map((r) => r.path));
const extra = [...built].filter((path) => !spec.has(path));
console.log(`\nPages beyond routes.tsv (${extra.length}; form and detail pages of specified lists, rulings in docs/decisions.md):\n${extra.join('\n')}`);
