// `npm test`, the everyday tier: the type check and the renderer build side by side (each keeps about one core busy,
// so on a 2-core machine they take the time of the longer one), then the unit tests, then the end-to-end tests against
// that build. Stops at the first step that fails, with its exit code. `npm run test:deep` is the deep tier.
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

console.log('== type check and renderer build, side by side');
const first = await Promise.all([
  step('type check (tsc --noEmit)', npx, ['tsc', '--noEmit', '-p', '.'], { buffer: true }),
  step('renderer build (vite build)', npx, ['vite', 'build', '--logLevel', 'warn'], { buffer: true }),
]);
first.forEach(report);
const failed = first.find((r) => r.code !== 0);
if (failed) process.exit(failed.code);

for (const [name, args] of [
  ['unit tests (vitest run)', ['vitest', 'run']],
  ['end-to-end tests (vitest run -c vitest.e2e.config.ts)', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']],
]) {
  console.log(`== ${name}`);
  const result = await step(name, npx, args);
  report(result);
  if (result.code !== 0) process.exit(result.code);
}
