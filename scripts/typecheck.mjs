// `npm run typecheck`: the contract, the server and the console, each its own TypeScript program, checked side by side
// (tsc uses one CPU; one after another they were two minutes of every `npm test` on the two-CPU machine). Each program's
// errors are printed whole when it ends; the run fails when any program fails.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runHeld } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/contract', 'server', 'web'];

const check = async (project) => {
  const { passed, seconds, output } = await runHeld([tsc, '-p', project], { cwd: root });
  process.stdout.write(`tsc -p ${project}: ${passed ? 'no errors' : 'FAILED'} (${seconds} s)\n${output}`);
  return passed;
};

const passed = await Promise.all(projects.map(check));
process.exit(passed.every(Boolean) ? 0 : 1);
