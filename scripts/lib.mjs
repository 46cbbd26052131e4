// Small helpers shared by `npm start`, the typecheck, the browser tests and the bench.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The newest modification time of a file or below a folder (node_modules and dist skipped); 0 when absent. */
export function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Is a build output missing or older than any of its source folders? */
export const isStale = (output, ...sources) => !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));

/** A TCP port that is free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Runs `node …args` with its output held back; answers whether it passed, its wall seconds and its output, for a
 * caller that runs several side by side and prints each one's output whole when it ends.
 */
export const runHeld = (args, { cwd, env } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ passed: code === 0, seconds: Math.round((Date.now() - started) / 1000), output: Buffer.concat(output) }));
  });
