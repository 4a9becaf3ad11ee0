// `npm test`, the everyday tier: the type check beside the renderer build and the unit tests, then the end-to-end tests
// against that build. Exits with the first failing step's code (the e2e run only when everything before passed), and
// prints each step's time. `npm run test:deep` is the deep tier.
import { spawn } from 'node:child_process';

/** Runs one command; its output is kept and printed when it ends, so two steps side by side do not interleave. */
function step(name, command, args, { buffer = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: false });
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${String(error)}\n`));
      resolve({ name, code: 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

function report(result) {
  if (result.output) process.stdout.write(result.output);
  console.log(`== ${result.name}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const began = Date.now();
process.on('exit', (code) => console.log(`== npm test: ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - began) / 1000).toFixed(0)} s`));

// The type check (one core for about half a minute) runs beside the build and the unit tests (two workers), so the
// machine's cores stay busy; the end-to-end tests come last, alone, since their waits are timed.
console.log('== type check, beside the renderer build and the unit tests');
const typecheck = step('type check (tsc --noEmit)', npx, ['tsc', '--noEmit', '-p', '.'], { buffer: true });
const build = await step('renderer build (vite build)', npx, ['vite', 'build', '--logLevel', 'warn'], { buffer: true });
report(build);
let unit = null;
if (build.code === 0) {
  console.log('== unit tests (vitest run)');
  unit = await step('unit tests (vitest run)', npx, ['vitest', 'run']);
}
const checked = await typecheck;
if (unit) report(unit);
report(checked);
for (const result of [build, checked, unit]) if (result && result.code !== 0) process.exit(result.code);

console.log('== end-to-end tests (vitest run -c vitest.e2e.config.ts)');
const e2e = await step('end-to-end tests (vitest run -c vitest.e2e.config.ts)', npx, ['vitest', 'run', '-c', 'vitest.e2e.config.ts']);
report(e2e);
process.exit(e2e.code);
