// `npm run typecheck`: the contract, the server and the console, each its own TypeScript program, checked side by side
// (tsc uses one CPU; one after another they were two minutes of every `npm test` on the two-CPU machine). Each program's
// errors are printed whole when it ends; the run fails when any program fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/contract', 'server', 'web'];

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'FAILED'} (${seconds} s)\n${Buffer.concat(output)}`);
      resolve(code === 0);
    });
  });

const passed = await Promise.all(projects.map(check));
process.exit(passed.every(Boolean) ? 0 : 1);
