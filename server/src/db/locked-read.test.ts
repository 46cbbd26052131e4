import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const sources = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** `await (lock ? query.for('update') : query)`: one awaited conditional of two query builders. */
const unionOfBuilders = /await \([^;]*\?[^;]*\.for\('update'[^;]*:[^;]*\)/;

describe('locked reads', () => {
  it('await each branch apart (a conditional of two drizzle builders cost the typecheck seconds a line: docs/decisions.md)', () => {
    const found = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (unionOfBuilders.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('sees the form it forbids (the scan itself works)', () => {
    expect(unionOfBuilders.test("const [row] = await (options.lock ? query.for('update', { of: park }) : query);")).toBe(true);
    expect(unionOfBuilders.test("const [row] = options.lock ? await query.for('update', { of: park }) : await query;")).toBe(false);
  });
});
