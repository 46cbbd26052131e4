// The request layer's `send` as a component test programs it. dom-setup.ts routes every `send` of the console's code
// to the function a test file installed with `mockSend()`, or to the real one when the file installed none. One
// module mock for all files (set up once per worker), where each file used to mock the module itself: with files
// sharing a worker's module cache, a file's own mock did not reach modules an earlier file had loaded.
import { vi, type Mock } from 'vitest';

export const installed: { send?: Mock } = {};

/** A fresh `vi.fn()` that answers every `send` of this test file. */
export function mockSend(): Mock {
  installed.send = vi.fn();
  return installed.send;
}
