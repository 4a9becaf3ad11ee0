// The order test files start in: the slowest first (longest processing time first), so the two workers finish together
// instead of one running a 35-second file alone at the end. Vitest's own order uses the durations it cached from the last
// run on this machine, and, on a fresh clone (CI) with no cache, file size: there the AI's tests (five-line files that
// call a shared case list) and the every-ruleset and shared-game e2e files (the same) came last. The seconds each file
// took are committed in file-seconds.json (`node scripts/file-seconds.mjs <vitest JSON reports>` writes it); files not
// in it keep Vitest's order, after those that are.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds a file took in a measured run, by path from the repository root. */
export const FILE_SECONDS: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8'));

/** `files` slowest first by `seconds`; files without a figure keep their order, after the others. */
export function slowestFirst<T>(files: readonly T[], seconds: (f: T) => number | undefined): T[] {
  return files
    .map((f, i) => ({ f, i, s: seconds(f) ?? -1 }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.f);
}

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return slowestFirst(await super.sort(files), (f) => FILE_SECONDS[relative(root, f.moduleId)]);
  }
}
