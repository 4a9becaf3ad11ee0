// atomicWriteFile under SIGKILL: a writer killed at any moment leaves the target as the old file or one complete new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { clearStaleTempFiles, isSightlineTempName } from '../../main/files';
import { sized } from '../support/tier';

let dir = '';
let childScript = '';

/** The content generation `gen` writes: big, and self-describing so a torn or mixed file is caught. */
const content = (gen: number) => JSON.stringify({ gen, pad: `${gen}:`.repeat(200_000), end: gen });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sightline-atomic-'));
  // Bundle main/files.ts once so each child starts as plain node in a few tens of milliseconds.
  const lib = path.join(dir, 'files.mjs');
  buildSync({ entryPoints: [path.resolve('main/files.ts')], bundle: true, platform: 'node', format: 'esm', outfile: lib, logLevel: 'silent' });
  childScript = path.join(dir, 'writer.mjs');
  writeFileSync(
    childScript,
    `import { atomicWriteFile } from ${JSON.stringify(lib)};
const target = process.argv[2];
const content = ${content.toString()};
process.stdout.write('go\\n');
for (let gen = 1; ; gen++) {
  await atomicWriteFile(target, content(gen));
  process.stdout.write('w\\n');
}
`,
  );
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** mulberry32: the kill delays are seeded so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How long one complete write takes on this machine, in ms: a writer runs until it has reported 10 writes. The kill delays
 * are drawn from 0 to 2.5 writes, so kills land before the first rename and after one on a fast disk (3 ms a write) as on a
 * slow one; delays fixed in ms (0-120) all landed after a rename on a fast machine, and the test failed there every run.
 */
function msPerWrite(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript, target], { stdio: ['ignore', 'pipe', 'pipe'] });
    let t0 = 0;
    let writes = 0;
    child.stdout.on('data', (d: Buffer) => {
      for (const line of String(d).split('\n')) {
        if (line === 'go') t0 = performance.now();
        else if (line === 'w' && ++writes === 10) {
          resolve((performance.now() - t0) / 10);
          child.kill('SIGKILL');
        }
      }
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? undefined : reject(new Error(`writer exited ${code}`))));
  });
}

function runAndKill(target: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript, target], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), delayMs));
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited ${code}: ${err}`))));
  });
}

describe('atomicWriteFile killed mid-write', () => {
  const KILLS = sized(12, 60);
  it(`leaves the old file or one complete new file, at ${KILLS} seeded kill points`, async () => {
    const target = path.join(dir, 'layout.sightline.json');
    writeFileSync(target, content(0));
    const perWrite = await msPerWrite(target);
    writeFileSync(target, content(0));
    const random = rng(20250611);
    const seen = new Set<string>();
    // At least KILLS kills, and more (up to four times as many) until both outcomes have been seen.
    for (let i = 0; i < KILLS || (seen.size < 2 && i < 4 * KILLS); i++) {
      const delay = random() * 2.5 * perWrite;
      await runAndKill(target, delay);
      const text = readFileSync(target, 'utf8');
      let gen = -1;
      try {
        gen = (JSON.parse(text) as { gen: number }).gen;
      } catch {
        throw new Error(`kill ${i} after ${delay.toFixed(1)} ms left a torn file (${text.length} chars)`);
      }
      expect(text, `kill ${i} after ${delay.toFixed(1)} ms`).toBe(content(gen));
      seen.add(gen === 0 ? 'old' : 'new');
      // Start every round from the old content again, so both outcomes stay possible.
      writeFileSync(target, content(0));
    }
    // The kills landed both before the first rename and after one: the test exercised both outcomes.
    expect([...seen].sort(), `kills 0-${(2.5 * perWrite).toFixed(1)} ms after the writer started (${perWrite.toFixed(1)} ms a write)`).toEqual(['new', 'old']);
    // A killed writer cannot clean up after itself; the next start clears what it left (main calls this at launch).
    const left = readdirSync(dir).filter(isSightlineTempName);
    const cleared = await clearStaleTempFiles(dir, [path.basename(target)], 0);
    expect(cleared.sort()).toEqual(left.sort());
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 30_000);
});
