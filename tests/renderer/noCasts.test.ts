// The brief: "A cast such as `as unknown as` hides a bug: type the thing instead." None in the app's code: the renderer
// (issue 21), the engine and the desktop main process.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

describe('no `as unknown as`', () => {
  it.each(['renderer/src', 'engine', 'main'])('in %s (the workers type their global as DedicatedWorkerGlobalScope; parsed data is validated into its type)', (dir) => {
    const casting = files(join(ROOT, dir))
      .filter((p) => readFileSync(p, 'utf8').includes('as unknown as'))
      .map((p) => relative(ROOT, p));
    expect(casting).toEqual([]);
  });
});
