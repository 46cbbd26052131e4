import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../../', import.meta.url).pathname;
const componentTests = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.tsx'));

/** A component test's own mock of the request layer: a `vi.mock` of it, or a spy on its namespace. */
const ownMock = /vi\.mock\([^)]*lib\/request['"]|spyOn\(\s*request\s*,/;

describe('the request layer in component tests', () => {
  it('is mocked once for all files (web/test/dom-setup.ts); a file installs its answers with mockSend()', () => {
    // The files share a worker's modules (vitest.config.ts): a file's own mock would miss modules loaded before it.
    const found = componentTests.filter((file) => ownMock.test(readFileSync(join(src, file), 'utf8')));
    expect(componentTests.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('sees the forms it forbids (the scan itself works)', () => {
    expect(ownMock.test("vi.mock('../../lib/request', async (original) => ({}))")).toBe(true);
    expect(ownMock.test("vi.spyOn(request, 'send')")).toBe(true);
    expect(ownMock.test('const send = mockSend();')).toBe(false);
  });
});
